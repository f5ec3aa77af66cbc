// One search: match the query (or take every document for a filter-only list), then in one pass over the matches
// filter, count, and keep the page of results and each group's top hits (search/top-k.ts).
import { withPins } from './curations.ts'
import { effectivePostTypes, facetFilter, type SearchFilters } from './filters.ts'
import type { LoadedSearch } from './load.ts'
import { GROUPS, POST_TYPES, type PostType, type SearchAnswer, type SearchGroup } from './model.ts'
import { NO_MATCHES, type Matches } from './postings-search.ts'
import type { SearchMode } from './query-plan.ts'
import { TopK, byRelevance, newestFirst, oldestFirst } from './top-k.ts'

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

function match(data: LoadedSearch, q: string, mode: SearchMode): Matches {
  if (q.length < MIN_QUERY_LENGTH) return NO_MATCHES
  if (mode === 'suggest') {
    const suggested = data.suggest(q)
    // Words that are in no title or heading may still be in the text: suggestions then come from the full index.
    return suggested.count ? suggested : data.full(q, 'suggest-text')
  }
  return data.full(q, 'full')
}

function everyDocument(size: number): Matches {
  const docs = new Uint32Array(size)
  for (let i = 0; i < size; i++) docs[i] = i
  return { count: size, docs, scores: new Float64Array(size) }
}

/**
 * Per post type code: how much its relevance counts. The knowledge base is the site's reference (an article on koliek
 * answers "koliek" better than the lesson or the news item about it, at an equal score); news and events are dated.
 */
export const TYPE_WEIGHT = Float64Array.from(POST_TYPES, (t) => (t === 'article' ? 1.2 : 1))

/** Per post type code (position in POST_TYPES): its group's position in GROUPS, or -1. */
const GROUP_OF = Int8Array.from(POST_TYPES, (t) =>
  GROUPS.findIndex((g) => (g.postTypes as readonly PostType[]).includes(t)),
)

export function runSearch(data: LoadedSearch, r: SearchRequest): SearchAnswer {
  // An editor's pinned pages for this query first (search/curations.ts).
  const matches = r.q ? withPins(match(data, r.q, r.mode), data.pinned(r.q)) : everyDocument(data.facets.length)
  const by = r.sortBy ?? (r.q ? 'relevance' : 'post_date')
  const order = by === 'relevance' ? byRelevance : r.sort === 'asc' ? oldestFirst : newestFirst
  const keep = facetFilter(r.filters, data.taxonomies)
  const wanted = effectivePostTypes(r.filters)
  const inResults = Uint8Array.from(POST_TYPES, (t) => (wanted.has(t) ? 1 : 0))
  const page = new TopK(r.from + r.size, order)
  const groupTop = r.grouped ? Math.min(r.size, GROUP_TOP_HITS) : 0
  const groups = GROUPS.map(() => ({ total: 0, top: new TopK(groupTop, order) }))
  let total = 0
  for (let i = 0; i < matches.count; i++) {
    const doc = matches.docs[i] ?? 0
    if (keep) {
      const row = data.facets[doc]
      if (!row || !keep(row)) continue
    }
    const type = data.typeCodes[doc] ?? 0
    const score = (matches.scores[i] ?? 0) * (TYPE_WEIGHT[type] ?? 1)
    if (inResults[type]) {
      total++
      page.offer(doc, score)
    }
    const group = r.grouped ? groups[GROUP_OF[type] ?? -1] : undefined
    if (group) {
      group.total++
      group.top.offer(doc, score)
    }
  }
  const answer: SearchAnswer = {
    results: page
      .sorted()
      .slice(r.from)
      .map((doc) => data.hit(doc)),
    total,
  }
  if (!r.grouped) return answer
  return {
    ...answer,
    groups: GROUPS.map((g, i): SearchGroup => ({
      key: g.key,
      total: groups[i]?.total ?? 0,
      top_type_hits: (groups[i]?.top.sorted() ?? []).map((doc) => data.hit(doc)),
    })),
  }
}
