// The finder function behind a bare node:http server, for the load test in bench/finder.ts (bundled with esbuild and
// run in its own process). Prints {"port": n} once listening. SEARCH_DATA_DIR points at the built finder index.
import finder from '#functions/finder.ts'
import { serve } from './lib/serve.ts'

serve(finder)
