// The browser's client of GET /api/search (spec §7, functions/search.ts): builds the query string, checks the status,
// parses the answer with the search function's own hit schema and reads the total from x-total-results.
import * as z from 'zod/mini'
import { GROUPS, SearchHitSchema, type GroupKey, type SearchAnswer } from '#search/model.ts'
import type { SearchPostType } from './search-url.ts'

export const SEARCH_API = '/api/search'
export { MIN_QUERY_LENGTH } from './search-url.ts'

export type SearchParams = {
  q: string
  /** The small as-you-type index of the header search. */
  suggest?: boolean
  /** Also answer the four groups with their totals and top hits. */
  grouped?: boolean
  size?: number
  from?: number
  postTypes?: readonly SearchPostType[]
  /** Vets of these clinics (the clinic page's team, spec §7 vet_clinics_relation); q may then be empty. */
  vetClinics?: readonly number[]
}

/** A non-2xx answer or one that is not a search answer (spec §5: 'Wrong status from API'). */
export class SearchApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'SearchApiError'
  }
}

const GroupKeySchema = z.custom<GroupKey>((v) => GROUPS.some((g) => g.key === v))
const SearchAnswerSchema = z.object({
  results: z.array(SearchHitSchema),
  total: z.number(),
  groups: z.optional(
    z.array(z.object({ key: GroupKeySchema, total: z.number(), top_type_hits: z.array(SearchHitSchema) })),
  ),
})

export function searchApiUrl(p: SearchParams): string {
  const params = new URLSearchParams({ q: p.q })
  if (p.grouped) params.set('group_by_post_type', '1')
  if (p.suggest) params.set('suggest', '1')
  if (p.size !== undefined) params.set('size', String(p.size))
  if (p.from) params.set('from', String(p.from))
  if (p.postTypes?.length) params.set('post_type', p.postTypes.join(','))
  if (p.vetClinics?.length) params.set('vet_clinics_relation', p.vetClinics.join(','))
  return `${SEARCH_API}?${params.toString()}`
}

/** One search; rejects with the fetch's AbortError when `signal` aborts, with SearchApiError on a bad answer. */
export function fetchSearch(
  p: SearchParams,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<SearchAnswer> {
  return fetchSearchUrl(searchApiUrl(p), signal, fetchImpl)
}

/** The same for a URL made by searchApiUrl (what hooks keyed on the URL hold on to). */
export async function fetchSearchUrl(
  url: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<SearchAnswer> {
  const response = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new SearchApiError(`Wrong status from API: ${response.status}`, response.status)
  const parsed = SearchAnswerSchema.safeParse(await response.json())
  if (!parsed.success)
    throw new SearchApiError(`Not a search answer from ${SEARCH_API}: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  const header = Number(response.headers.get('x-total-results'))
  const answer: SearchAnswer = {
    ...parsed.data,
    total: Number.isFinite(header) && response.headers.has('x-total-results') ? header : parsed.data.total,
  }
  return answer
}
