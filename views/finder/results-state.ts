// The finder's paged results (spec §4 "Paged results: first page or changed filters replace results; later pages
// append"; §8 'No results': the results are cleared and the total becomes 0). Pure: the hook asks these what to fetch
// and how to merge what came back.
import type { FinderFacets, FinderResult } from '#lib/model/finder.ts'
import type { FinderPage } from './finder-client.ts'

/** What is loaded for one set of filters (`key`: the API parameters without paging). */
export type LoadedResults = { key: string; results: FinderResult[]; total: number; facets: FinderFacets }

/**
 * What to ask for to show the first `needed` results of `key`: nothing (enough is loaded, or all there is), the
 * missing rest (load more: append), or everything from the start (other filters: replace).
 */
export function planRequest(
  loaded: LoadedResults | null,
  key: string,
  needed: number,
): { from: number; size: number } | null {
  if (loaded?.key !== key) return { from: 0, size: needed }
  const want = Math.min(needed, loaded.total)
  const have = loaded.results.length
  return have >= want ? null : { from: have, size: want - have }
}

/** Merges an answer: from 0 or for other filters it replaces what was loaded, a later page appends to it. */
export function mergePage(loaded: LoadedResults | null, key: string, from: number, page: FinderPage): LoadedResults {
  if (page.total === 0) return { key, results: [], total: 0, facets: page.facets }
  if (from === 0 || loaded?.key !== key) return { key, results: page.results, total: page.total, facets: page.facets }
  const seen = new Set(loaded.results.slice(0, from).map((r) => `${r.type}:${r.id}`))
  const added = page.results.filter((r) => !seen.has(`${r.type}:${r.id}`))
  return { key, results: [...loaded.results.slice(0, from), ...added], total: page.total, facets: page.facets }
}
