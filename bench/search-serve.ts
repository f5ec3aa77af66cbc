// The search function behind a bare node:http server, for the load test in bench/search.ts (bundled with esbuild and
// run in its own process). Prints {"port": n} once listening. SEARCH_DATA_DIR points at the built index.
import search from '#functions/search.ts'
import { serve } from './lib/serve.ts'

serve(search)
