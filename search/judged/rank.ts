// The judged set's ranking through the real search: the build's index bytes, loaded as a function loads them, asked
// as /zoeken/ asks (full mode, the site's content) or as the header suggests (suggest mode).
import type { Snapshot } from '#lib/model/snapshot.ts'
import { buildSearchData } from '../build.ts'
import { searchFromBytes } from '../load.ts'
import type { SearchMode } from '../query-plan.ts'
import { NO_FILTERS } from '../filters.ts'
import { runSearch } from '../search.ts'
import type { Ranking } from './evaluate.ts'

export function judgedRanking(snapshot: Snapshot, mode: SearchMode = 'full'): Ranking {
  const data = searchFromBytes(buildSearchData(snapshot).data.index, 'the judged index')
  return (q) =>
    runSearch(data, { q: q.trim(), mode, filters: NO_FILTERS, size: 10, from: 0, grouped: false }).results.map(
      (hit) => hit.link,
    )
}
