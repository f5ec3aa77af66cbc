// Cold start of the search function, bundled like Netlify bundles it (bench/search.ts builds this entry with esbuild)
// and run in a fresh `node` process: the time from process start until the first answer. Prints one JSON line.
// Argument: the query string of the first request. SEARCH_DATA_DIR points at the built index.
import search from '#functions/search.ts'
import { answerOnce } from './lib/cold.ts'

await answerOnce(search, `http://localhost/api/search?${process.argv[2] ?? 'q=koliek'}`)
