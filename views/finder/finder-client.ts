// The browser's client of the finder functions (spec §7, lib/model/finder.ts): results, the dry-run count, the curated
// list. Builds the parameters from the URL state, checks the status (spec §5 'Wrong status from API'), parses the answer
// with zod and reads the total from x-total-results.
import * as z from 'zod/mini'
import { FINDER_API, FINDER_POST_TYPES, TOTAL_HEADER, type FinderFacets, type FinderResult } from '#lib/model/finder.ts'
import type { Image } from '#lib/model/types.ts'
import { distanceCounts, FINDER_LIST_KEYS, type FinderQuery } from './finder-query.ts'

/** A non-2xx answer, or one that is not what the finder answers. */
export class FinderApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'FinderApiError'
  }
}

const ImageSchema: z.ZodMiniType<Image> = z.object({
  src: z.string(),
  src_set: z.string(),
  sizes: z.string(),
  alt: z.string(),
  caption: z.string(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
})

export const FinderResultSchema: z.ZodMiniType<FinderResult> = z.object({
  type: z.enum(FINDER_POST_TYPES),
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  link: z.string(),
  place: z.string(),
  postcode: z.string(),
  province: z.string(),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  distance: z.optional(z.number()),
  image: z.optional(ImageSchema),
  phone: z.optional(z.string()),
  emergencyService: z.optional(z.boolean()),
  expertise: z.array(z.string()),
  labels: z.array(z.string()),
  function: z.optional(z.string()),
  clinics: z.optional(z.array(z.object({ title: z.string(), link: z.string() }))),
})

const FacetsSchema: z.ZodMiniType<FinderFacets> = z.record(z.string(), z.record(z.string(), z.number()))
const ResultsSchema = z.object({ results: z.array(FinderResultSchema), facets: z.optional(FacetsSchema) })
const CountSchema = z.object({ total: z.number(), facets: z.optional(FacetsSchema) })

export type FinderPage = { results: FinderResult[]; total: number; facets: FinderFacets }
export type FinderCount = { total: number; facets: FinderFacets }

/**
 * The function's parameters for a state, without paging: the text, the place, the distance when it counts, the
 * filters, and terms_operator 'or' when issues are chosen (spec §9). Equal states give equal strings (a cache key).
 */
export function finderApiParams(query: FinderQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.postcode) params.set('postcode', query.postcode)
  if (query.lat !== undefined && query.lng !== undefined) {
    params.set('user_lat', String(query.lat))
    params.set('user_lng', String(query.lng))
  }
  if (distanceCounts(query)) params.set('filter_distance', query.distance)
  for (const key of FINDER_LIST_KEYS) if (query.lists[key].length) params.set(key, query.lists[key].join(','))
  if (query.lists.finder_issues.length) params.set('terms_operator', 'or')
  return params
}

export const finderApiKey = (query: FinderQuery): string => finderApiParams(query).toString()

export function finderResultsUrl(query: FinderQuery, from: number, size: number): string {
  const params = finderApiParams(query)
  params.set('size', String(size))
  if (from) params.set('from', String(from))
  return `${FINDER_API.finder}?${params.toString()}`
}

export function finderCountUrl(query: FinderQuery): string {
  const params = finderApiParams(query)
  params.set('dry_run', '1')
  return `${FINDER_API.finder}?${params.toString()}`
}

async function getJson(
  url: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<{ body: unknown; total?: number }> {
  const response = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new FinderApiError(`Wrong status from API: ${response.status}`, response.status)
  const header = response.headers.get(TOTAL_HEADER)
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : undefined
  return { body: await response.json(), ...(total !== undefined ? { total } : {}) }
}

function parse<T>(schema: z.ZodMiniType<T>, body: unknown, url: string): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw new FinderApiError(`Not a finder answer from ${url}: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  return parsed.data
}

/** One page of results; rejects with the fetch's AbortError when `signal` aborts, with FinderApiError on a bad answer. */
export async function fetchFinderPage(
  url: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<FinderPage> {
  const { body, total } = await getJson(url, signal, fetchImpl)
  const data = parse(ResultsSchema, body, url)
  return { results: data.results, total: total ?? data.results.length, facets: data.facets ?? {} }
}

/** The dry-run count of a state (spec §4: the filter modal's "show N results"). */
export async function fetchFinderCount(
  url: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<FinderCount> {
  const { body } = await getJson(url, signal, fetchImpl)
  const data = parse(CountSchema, body, url)
  return { total: data.total, facets: data.facets ?? {} }
}

/** The editor-curated clinics and vets (spec §7 most-viewed-finder-results). */
export async function fetchMostViewed(signal: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<FinderResult[]> {
  const { body } = await getJson(FINDER_API.mostViewed, signal, fetchImpl)
  return parse(ResultsSchema, body, FINDER_API.mostViewed).results
}
