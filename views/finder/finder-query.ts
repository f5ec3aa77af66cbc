// The finder's state as the URL holds it (spec §3 "Finder query params", §4): every filter, the postcode with its
// coordinates, the distance, the display mode and the page. Pure and isomorphic: URL → query → URL round-trips, so a
// reloaded or shared URL shows the same results and the back button walks through filter changes.
import {
  FINDER_DISTANCES,
  FINDER_PAGE_SIZE,
  FINDER_Q_MAX,
  FINDER_TERM_FILTERS,
  type FinderDistance,
} from '#lib/model/finder.ts'

/** The list filters: the term groups of the CMS finder page and the province. */
export const FINDER_LIST_KEYS = [...FINDER_TERM_FILTERS, 'finder_province'] as const
export type FinderListKey = (typeof FINDER_LIST_KEYS)[number]

export const FINDER_DISPLAYS = ['list', 'map'] as const
export type FinderDisplay = (typeof FINDER_DISPLAYS)[number]

export type FinderQuery = {
  q: string
  postcode: string
  /** user_lat / user_lng: the geocoded postcode (or the visitor's own position). */
  lat?: number
  lng?: number
  distance: FinderDistance
  lists: Record<FinderListKey, string[]>
  display: FinderDisplay
  /** Pages shown (load-more appends): page N shows the first N pages. */
  page: number
}

/** The filter a finder term page selects (/finder/{term}/): its group, its slug and its own path. */
export type FinderTermSelection = { key: FinderListKey; value: string; path: string }

export const FINDER_PATH = '/finder/'
/** Spec §9 "finder page size 9 (list view takes 3 fewer per page)": map view 9, list view 6 (decision 009). */
export const pageSize = (display: FinderDisplay): number =>
  display === 'list' ? FINDER_PAGE_SIZE - 3 : FINDER_PAGE_SIZE
const MAX_PAGE = 1000

/** One value per list filter. */
function byListKey<T>(value: (key: FinderListKey) => T): Record<FinderListKey, T> {
  const out: Partial<Record<FinderListKey, T>> = {}
  for (const key of FINDER_LIST_KEYS) out[key] = value(key)
  return out as Record<FinderListKey, T>
}

export const EMPTY_FINDER_QUERY: FinderQuery = {
  q: '',
  postcode: '',
  distance: 'all',
  lists: byListKey(() => []),
  display: 'list',
  page: 1,
}

const isDistance = (v: string): v is FinderDistance => (FINDER_DISTANCES as readonly string[]).includes(v)
const isDisplay = (v: string): v is FinderDisplay => (FINDER_DISPLAYS as readonly string[]).includes(v)

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || !/^-?\d{1,3}(\.\d{1,10})?$/.test(value.trim())) return undefined
  const n = Number(value)
  return Math.abs(n) <= limit ? n : undefined
}

/** Values of a list parameter: repeated (`a=1&a=2`), as `a[]`, or comma-separated; trimmed, unique, non-empty. */
function listValues(params: URLSearchParams, key: string): string[] {
  const raw = [...params.getAll(key), ...params.getAll(`${key}[]`)].flatMap((v) => v.split(','))
  return [...new Set(raw.map((v) => v.trim()).filter(Boolean))]
}

/** The finder's state from a query string ("?q=…" or "q=…"); unknown values are dropped, never an error. */
export function parseFinderQuery(search: string): FinderQuery {
  const params = new URLSearchParams(search)
  const lat = coordinate(params.get('user_lat'), 90)
  const lng = coordinate(params.get('user_lng'), 180)
  const distance = params.get('filter_distance') ?? 'all'
  const display = params.get('display') ?? 'list'
  const page = params.get('page') ?? ''
  return {
    q: (params.get('q') ?? '').trim().slice(0, FINDER_Q_MAX),
    postcode: (params.get('postcode') ?? '').trim().slice(0, 50),
    // A position is a pair: one coordinate alone is dropped.
    ...(lat !== undefined && lng !== undefined ? { lat, lng } : {}),
    distance: isDistance(distance) ? distance : 'all',
    lists: byListKey((k) => listValues(params, k)),
    display: isDisplay(display) ? display : 'list',
    page: /^[1-9]\d{0,3}$/.test(page) ? Math.min(Number(page), MAX_PAGE) : 1,
  }
}

/** The query string of a state ("" for the empty state): defaults left out, lists comma-separated, a stable order. */
export function finderSearch(query: FinderQuery, omit?: Pick<FinderTermSelection, 'key' | 'value'>): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.postcode) params.set('postcode', query.postcode)
  if (query.lat !== undefined && query.lng !== undefined) {
    params.set('user_lat', String(query.lat))
    params.set('user_lng', String(query.lng))
  }
  if (query.distance !== 'all') params.set('filter_distance', query.distance)
  for (const key of FINDER_LIST_KEYS) {
    const values = query.lists[key].filter((v) => !(omit?.key === key && omit.value === v))
    if (values.length) params.set(key, values.join(','))
  }
  if (query.display !== 'list') params.set('display', query.display)
  if (query.page > 1) params.set('page', String(query.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}

/**
 * Where a state lives: on a term page while its term stays selected (the term in the path, not repeated in the query),
 * else on /finder/.
 */
export function finderHref(query: FinderQuery, term?: FinderTermSelection): string {
  if (term && query.lists[term.key].includes(term.value)) return `${term.path}${finderSearch(query, term)}`
  return `${FINDER_PATH}${finderSearch(query)}`
}

/** A term page's state: its query string plus its own term. */
export function withTerm(query: FinderQuery, term: FinderTermSelection | undefined): FinderQuery {
  if (!term || query.lists[term.key].includes(term.value)) return query
  return { ...query, lists: { ...query.lists, [term.key]: [...query.lists[term.key], term.value] } }
}

/** The same filters from the first page again (spec §4: changing filters navigates with page=1). */
export const firstPage = (query: FinderQuery): FinderQuery => ({ ...query, page: 1 })

export function toggleValue(query: FinderQuery, key: FinderListKey, value: string): FinderQuery {
  const current = query.lists[key]
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return { ...query, lists: { ...query.lists, [key]: next } }
}

/** Spec §5: the distance counts only when distance, latitude, longitude and postcode are all set. */
export const distanceCounts = (query: FinderQuery): boolean =>
  query.distance !== 'all' && query.lat !== undefined && query.lng !== undefined && query.postcode !== ''

/** How many list filters are chosen (the Filters button's badge). */
export const chosenFilterCount = (query: FinderQuery): number =>
  FINDER_LIST_KEYS.reduce((n, k) => n + query.lists[k].length, 0)

/** True when the visitor narrowed nothing down: no text, no place, no filter. */
export const isEmptyQuery = (query: FinderQuery): boolean =>
  !query.q && !query.postcode && chosenFilterCount(query) === 0

/** No list filter chosen any more; a term page keeps its own term. */
export const clearFilters = (query: FinderQuery, keep?: Pick<FinderTermSelection, 'key' | 'value'>): FinderQuery => ({
  ...query,
  lists: byListKey((k) => (keep?.key === k && query.lists[k].includes(keep.value) ? [keep.value] : [])),
})
