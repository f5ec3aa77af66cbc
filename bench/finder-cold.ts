// Cold start of the finder function, bundled like Netlify bundles it (bench/finder.ts builds this entry with esbuild)
// and run in a fresh `node` process: the time from process start until the first answer. Prints one JSON line.
// Argument: the query string of the first request. SEARCH_DATA_DIR points at the built finder index.
import finder from '#functions/finder.ts'
import { answerOnce } from './lib/cold.ts'

await answerOnce(finder, `http://localhost/api/search/finder?${process.argv[2] ?? ''}`)
