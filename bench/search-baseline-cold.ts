// Cold start of the MiniSearch baseline (bench/search.ts with BENCH_BASELINE=1), bundled and run in a fresh `node`
// process like bench/search-cold.ts: read the MiniSearch JSON, loadJSON with the same options, answer the first query.
// Arguments: the JSON file and the query. Prints one JSON line.
import { readFileSync } from 'node:fs'
import MiniSearch from 'minisearch'
import { referenceMatch, referenceOptions, type ReferenceDoc } from '#search/minisearch-reference.ts'
import { planQuery } from '#search/query-plan.ts'

const imported = performance.now()
const engine = MiniSearch.loadJSON<ReferenceDoc>(readFileSync(process.argv[2] ?? '', 'utf8'), referenceOptions('full'))
const loaded = performance.now()
const total = referenceMatch(engine, 'full', planQuery(process.argv[3] ?? 'koliek', 'full')).size
const answered = performance.now()
console.log(
  JSON.stringify({
    imported,
    loaded,
    answered,
    total,
    heapMb: process.memoryUsage().heapUsed / 1e6,
    rssMb: process.memoryUsage().rss / 1e6,
  }),
)
