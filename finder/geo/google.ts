// Google's Geocoding API (postcodes and places, country NL, Dutch) and Places Autocomplete (types "(regions)", country
// nl, language nl — spec §5), with a server key (GOOGLE_MAPS_API_KEY). A prediction has no coordinates: each of the
// at most five is geocoded by its place_id. Google's own status names pass through to the UI's message.
import * as z from 'zod/mini'
import type { GeocodeResult, PlacePrediction } from '#lib/model/finder.ts'
import { fetchJson } from './fetch-json.ts'
import { nearestPostcode } from './places.ts'
import { GeocodeFailure, notFound, withoutCountry, type Geocoder, type ProviderStatus } from './provider.ts'

const ComponentSchema = z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) })
const ResultSchema = z.object({
  address_components: z.array(ComponentSchema),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  formatted_address: z.optional(z.string()),
})
const GeocodeAnswerSchema = z.object({
  status: z.string(),
  results: z._default(z.array(ResultSchema), []),
  error_message: z.optional(z.string()),
})
const AutocompleteAnswerSchema = z.object({
  status: z.string(),
  predictions: z._default(z.array(z.object({ description: z.string(), place_id: z.string() })), []),
  error_message: z.optional(z.string()),
})

const PASSED_ON: readonly ProviderStatus[] = ['INVALID_REQUEST', 'OVER_QUERY_LIMIT', 'REQUEST_DENIED', 'UNKNOWN_ERROR']

/** OK goes on; ZERO_RESULTS is "not found"; the other statuses fail with their own name. */
function check(answer: { status: string; error_message?: string | undefined }, what: string) {
  if (answer.status === 'OK') return
  if (answer.status === 'ZERO_RESULTS') throw notFound(what)
  const status = PASSED_ON.find((s) => s === answer.status) ?? 'UNKNOWN_ERROR'
  throw new GeocodeFailure(
    status,
    `Google answered ${answer.status}${answer.error_message ? `: ${answer.error_message}` : ''}`,
  )
}

type GoogleResult = z.infer<typeof ResultSchema>
function resultOf(r: GoogleResult): GeocodeResult {
  const part = (...types: string[]) =>
    types.map((t) => r.address_components.find((c) => c.types.includes(t))?.long_name).find(Boolean)
  const { lat, lng } = r.geometry.location
  const near = nearestPostcode(lat, lng)
  return {
    postcode: part('postal_code') ?? near?.row.postcode ?? '',
    place: part('locality', 'postal_town', 'administrative_area_level_2') ?? near?.row.place ?? '',
    province: part('administrative_area_level_1') ?? near?.row.province ?? '',
    lat,
    lng,
  }
}

export function googleGeocoder(baseUrl: string, timeoutMs: number, apiKey: string): Geocoder {
  const get = <T>(path: string, params: Record<string, string>, schema: z.ZodMiniType<T>) => {
    const url = new URL(`${baseUrl}/${path}`)
    for (const [k, v] of Object.entries({ ...params, language: 'nl', key: apiKey })) url.searchParams.set(k, v)
    return fetchJson('Google', url, timeoutMs, schema)
  }
  const geocodeWith = async (params: Record<string, string>, what: string) => {
    const answer = await get('geocode/json', params, GeocodeAnswerSchema)
    check(answer, what)
    const first = answer.results[0]
    if (!first) throw notFound(what)
    return resultOf(first)
  }
  return {
    name: 'google',
    // Spec §5: the postcode is geocoded with the country appended.
    geocode: (query) =>
      geocodeWith(
        { address: `${withoutCountry(query)}, Nederland`, components: 'country:NL', region: 'nl' },
        `"${query}"`,
      ),
    suggest: async (query) => {
      const input = withoutCountry(query)
      if (!input) return []
      const answer = await get(
        'place/autocomplete/json',
        { input, components: 'country:nl', types: '(regions)' },
        AutocompleteAnswerSchema,
      )
      if (answer.status === 'ZERO_RESULTS') return []
      check(answer, `"${input}"`)
      const located = await Promise.allSettled(
        answer.predictions.slice(0, 5).map(async (p): Promise<PlacePrediction> => {
          const r = await geocodeWith({ place_id: p.place_id }, p.description)
          return {
            label: p.description.replace(/,\s*(Nederland|Netherlands)$/, ''),
            place: r.place,
            province: r.province,
            ...(r.postcode ? { postcode: r.postcode } : {}),
            lat: r.lat,
            lng: r.lng,
          }
        }),
      )
      return located.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
    },
    reverse: async (lat, lng) => {
      const r = await geocodeWith({ latlng: `${lat},${lng}`, result_type: 'postal_code' }, `${lat}, ${lng}`)
      // The point itself: distances count from where the visitor is.
      return { ...r, lat, lng }
    },
  }
}
