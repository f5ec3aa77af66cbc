// Cold start of the finder function, bundled like Netlify bundles it (bench/finder.ts builds this entry with esbuild)
// and run in a fresh `node` process: the time from process start until the first answer. Prints one JSON line.
// Argument: the query string of the first request. SEARCH_DATA_DIR points at the built finder index.
import finder from '../functions/finder.ts'

const imported = performance.now()
const response = await finder(new Request(`http://localhost/api/search/finder?${process.argv[2] ?? ''}`))
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
