// One search: match the query (or take every document for a filter-only list), filter, sort, page, group.
import { effectivePostTypes, facetFilter, type SearchFilters } from './filters.ts'
import type { LoadedSearch } from './load.ts'
import { GROUPS, type SearchAnswer, type SearchGroup } from './model.ts'
import type { Scored } from './postings-search.ts'
import { planQuery, type SearchMode } from './query-plan.ts'

/** Shorter queries (after trimming) answer no results: one letter matches half the index and helps nobody. */
export const MIN_QUERY_LENGTH = 2
/** Hits per group: the requested size, at most this many. */
export const GROUP_TOP_HITS = 10

export type SortBy = 'relevance' | 'post_date'

export type SearchRequest = {
  /** Trimmed; '' for a filter-only list. */
  q: string
  mode: SearchMode
  filters: SearchFilters
  /** Default: relevance with a query, post_date without. */
  sortBy?: SortBy
  /** For post_date; default desc (newest first). Relevance is always best first. */
  sort?: 'asc' | 'desc'
  size: number
  from: number
  grouped: boolean
}

function match(data: LoadedSearch, q: string, mode: SearchMode): Scored[] {
  if (q.length < MIN_QUERY_LENGTH) return []
  if (mode === 'suggest') {
    const suggested = data.suggest(planQuery(q, 'suggest'))
    // Words that are in no title or heading may still be in the text: suggestions then come from the full index.
    if (suggested.length) return suggested
  }
  return data.full(planQuery(q, 'full'))
}

function sortBy(data: LoadedSearch, docs: Scored[], by: SortBy, direction: 'asc' | 'desc'): Scored[] {
  const date = (s: Scored) => data.facets[s.doc]?.[1] ?? ''
  if (by === 'relevance') return docs.sort((a, b) => b.score - a.score || date(b).localeCompare(date(a)) || a.doc - b.doc)
  const sign = direction === 'asc' ? 1 : -1
  return docs.sort((a, b) => sign * date(a).localeCompare(date(b)) || a.doc - b.doc)
}

export function runSearch(data: LoadedSearch, r: SearchRequest): SearchAnswer {
  const matched = r.q ? match(data, r.q, r.mode) : data.facets.map((_, doc) => ({ doc, score: 0 }))
  const keep = facetFilter(r.filters, data.taxonomies)
  const filtered = sortBy(
    data,
    matched.filter((s) => {
      const row = data.facets[s.doc]
      return row !== undefined && keep(row)
    }),
    r.sortBy ?? (r.q ? 'relevance' : 'post_date'),
    r.sort ?? 'desc',
  )
  const ofTypes = (types: ReadonlySet<string>) => (s: Scored) => types.has(data.facets[s.doc]?.[0] ?? '')
  const results = filtered.filter(ofTypes(effectivePostTypes(r.filters)))
  const answer: SearchAnswer = { results: results.slice(r.from, r.from + r.size).map((s) => data.hit(s.doc)), total: results.length }
  if (!r.grouped) return answer
  const top = Math.min(r.size, GROUP_TOP_HITS)
  const groups = GROUPS.map((g): SearchGroup => {
    const members = filtered.filter(ofTypes(new Set(g.postTypes)))
    return { key: g.key, total: members.length, top_type_hits: members.slice(0, top).map((s) => data.hit(s.doc)) }
  })
  return { ...answer, groups }
}
