// The finder's contract between the functions and the browser (spec §3 "Finder filter", "Finder query params", §7,
// §9): the endpoints, the parameter names and values, and the shapes of the answers. Types and constants only, so
// the finder UI can import it without pulling in the index or the geocoders. docs/decisions/008-finder.md
import type { Image } from './types.ts'

/** The endpoints (functions/). */
export const FINDER_API = {
  /** Results, or `{ total, facets }` with dry_run=1 (the filter modal's count, spec §4). */
  finder: '/api/search/finder',
  /** The editor-curated list of clinics and vets (spec §7), same result shape. */
  mostViewed: '/api/search/most-viewed-finder-results',
  /** q = a postcode ("1234", "1234AB", "1234 ab") or a place name → GeocodeResult. */
  geocode: '/api/geocode',
  /** q = what the visitor typed → { predictions } (places and regions in the Netherlands, Dutch names). */
  suggest: '/api/geocode/suggest',
  /** lat, lng → the nearest postcode as a GeocodeResult. */
  reverse: '/api/geocode/reverse',
} as const

/** The term filter groups, as the keys of the CMS finder page's `filters` (spec §3 "Finder filter"). */
export const FINDER_TERM_FILTERS = [
  'finder_issues',
  'finder_expertise',
  'finder_service',
  'finder_specialisation',
  'finder_recognition',
  'finder_label',
] as const
export type FinderTermFilter = (typeof FINDER_TERM_FILTERS)[number]

/** Every filter group that gets facet counts: the term groups, the province and the distance. */
export const FINDER_FACET_KEYS = [...FINDER_TERM_FILTERS, 'finder_province', 'filter_distance'] as const
export type FinderFacetKey = (typeof FINDER_FACET_KEYS)[number]

/** Spec §9 distance options (km); 'all' is no radius. */
export const FINDER_DISTANCES = ['all', '1', '2', '5', '10', '15', '30', '50', '100'] as const
export type FinderDistance = (typeof FINDER_DISTANCES)[number]

/** Spec §9. */
export const FINDER_PAGE_SIZE = 9
/** Spec §9: the size when a term is selected (/finder/{term}/). */
export const FINDER_TERM_SIZE = 999
/** Spec §5/§9: the largest `size`. */
export const FINDER_SIZE_CAP = 10_000
export const FINDER_Q_MAX = 200

export const FINDER_POST_TYPES = ['clinic', 'vet'] as const
export type FinderPostType = (typeof FINDER_POST_TYPES)[number]

/**
 * The query parameters of GET /api/search/finder. Lists (the term groups, provinces, post_type) take repeated
 * parameters, `name[]` or comma-separated values; terms by slug (the `value` of the finder page's filter options),
 * provinces by name ("Noord-Brabant") or slug ("noord-brabant"). Unknown slugs match nothing (no error).
 */
export type FinderParams = {
  q?: string
  /** Default FINDER_PAGE_SIZE, 0..FINDER_SIZE_CAP. */
  size?: number
  /** Default 0. */
  from?: number
  /** Within a term group; default 'and'. With finder_issues the issue group is always 'or'. */
  terms_operator?: 'and' | 'or'
  user_lat?: number
  user_lng?: number
  postcode?: string
  /** Counts only with user_lat, user_lng and postcode (spec §5). */
  filter_distance?: FinderDistance
  finder_province?: string[]
  finder_issues?: string[]
  finder_expertise?: string[]
  finder_service?: string[]
  finder_specialisation?: string[]
  finder_recognition?: string[]
  finder_label?: string[]
  /** Default both. */
  post_type?: FinderPostType[]
  /** 1: answer { total, facets } without results. */
  dry_run?: 1
}

/** The names of FinderParams, for building and reading URLs. */
export const FINDER_PARAMS = [
  'q',
  'size',
  'from',
  'terms_operator',
  'user_lat',
  'user_lng',
  'postcode',
  'filter_distance',
  'finder_province',
  ...FINDER_TERM_FILTERS,
  'post_type',
  'dry_run',
] as const satisfies readonly (keyof FinderParams)[]

export type FinderClinicLink = { title: string; link: string }

/** One clinic or vet, with what its card and its map marker show. */
export type FinderResult = {
  type: FinderPostType
  id: number
  slug: string
  title: string
  /** Site path, ending in "/". */
  link: string
  /** City; a vet's: that of the clinic the location is taken from (see lat/lng). */
  place: string
  postcode: string
  province: string
  /**
   * Coordinates; a vet's are those of one of their clinics: the nearest to the visitor when a location is set, else
   * their first clinic. null when unknown (a vet without a clinic): no map marker, never in a radius.
   */
  lat: number | null
  lng: number | null
  /** km from the visitor, one decimal; only when the distance counts (spec §5). */
  distance?: number
  /** A card-sized rendition (no srcset): a clinic's logo or featured image, a vet's photo. */
  image?: Image
  phone?: string
  /** Clinics: a 24-hour emergency service. */
  emergencyService?: boolean
  /** Expertise names, sorted by name. */
  expertise: string[]
  /** finder_label names ("Nieuw", "Partner", …). */
  labels: string[]
  /** Vets: their job title. */
  function?: string
  /** Vets: the clinics they work at. */
  clinics?: FinderClinicLink[]
}

/**
 * Per facet key, per option value: how many results the current query would give with that option added to its
 * group (with the group's operator; an option already selected gives the current total). filter_distance counts
 * are only present when the distance can count (location and postcode set); 'all' is the count without a radius.
 */
export type FinderFacets = Partial<Record<FinderFacetKey, Record<string, number>>>

/** GET /api/search/finder; the total is in the x-total-results header. */
export type FinderResponse = { results: FinderResult[]; facets: FinderFacets }
/** GET /api/search/finder?dry_run=1. */
export type FinderCountResponse = { total: number; facets: FinderFacets }
/** GET /api/search/most-viewed-finder-results (total in x-total-results too). */
export type MostViewedResponse = { results: FinderResult[] }

/** The header carrying the total, as /api/search. */
export const TOTAL_HEADER = 'x-total-results'

/** A geocoded postcode or place. */
export type GeocodeResult = { postcode: string; place: string; province: string; lat: number; lng: number }
export type PlacePrediction = {
  label: string
  place: string
  province: string
  postcode?: string
  lat: number
  lng: number
}
export type SuggestResponse = { predictions: PlacePrediction[] }

/**
 * Google's status names, as the spec's messages show them ("… for the following reason: {status}"). The last two only
 * come from the Google provider (quota, key).
 */
export type GeocodeStatus = 'ZERO_RESULTS' | 'INVALID_REQUEST' | 'UNKNOWN_ERROR' | 'OVER_QUERY_LIMIT' | 'REQUEST_DENIED'
/**
 * The body of a geocode error: 404 ZERO_RESULTS, 400 INVALID_REQUEST (with the parameter), 502 when the provider
 * fails (UNKNOWN_ERROR, OVER_QUERY_LIMIT, REQUEST_DENIED), 500 UNKNOWN_ERROR when the geocoder is misconfigured.
 */
export type GeocodeError = { status: GeocodeStatus; error: string; parameter?: string }
