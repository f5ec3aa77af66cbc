// Cold start of the search function, bundled like Netlify bundles it (bench/search.ts builds this entry with esbuild)
// and run in a fresh `node` process: the time from process start until the first answer. Prints one JSON line.
// Argument: the query string of the first request. SEARCH_DATA_DIR points at the built index.
import search from '../functions/search.ts'

const imported = performance.now()
const response = await search(new Request(`http://localhost/api/search?${process.argv[2] ?? 'q=koliek'}`))
const body = await response.text()
const answered = performance.now()
console.log(JSON.stringify({
  imported,
  answered,
  status: response.status,
  total: Number(response.headers.get('x-total-results')),
  bytes: body.length,
  heapMb: process.memoryUsage().heapUsed / 1e6,
  rssMb: process.memoryUsage().rss / 1e6,
}))
