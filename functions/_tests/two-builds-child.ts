// Run by functions/_tests/site-handle.test.ts in a fresh process, as a deployed function runs: no search data is built
// here, so nothing but the loaded indexes themselves tells a query how to stem. Opens two builds (argv: two JSON
// SiteDirs), loads the first's search data, then the second's, then asks the first for each query (argv[4]: JSON
// list) and prints the ids it answers, one JSON line.
import search from '#functions/search.ts'
import { openSite, type SiteDirs } from '#lib/site-handle.ts'
import { SEARCH_INDEX } from '#search/load.ts'

const [first, second] = [process.argv[2], process.argv[3]].map((arg) => openSite(JSON.parse(arg ?? '{}') as SiteDirs))
const queries = JSON.parse(process.argv[4] ?? '[]') as string[]
if (!first || !second) throw new Error('two builds expected')
await first.get(SEARCH_INDEX)
await second.get(SEARCH_INDEX)
const answers: Record<string, number[]> = {}
for (const q of queries) {
  const response = await search(new Request(`http://localhost/api/search?q=${encodeURIComponent(q)}`), {
    ip: '192.0.2.1',
    waitUntil: () => undefined,
    siteHandle: first,
  })
  answers[q] = ((await response.json()) as { results: { id: number }[] }).results.map((hit) => hit.id)
}
console.log(JSON.stringify(answers))
