// The browser's client of the geocoding functions (spec §7 "a maps service": geocoding, reverse geocoding, place
// predictions; lib/model/finder.ts). A failure is an answer, not an exception: its status names the reason the spec's
// messages show (§8 "Geocode was not successful for the following reason: {status}").
import * as z from 'zod/mini'
import { FINDER_API, type GeocodeResult, type PlacePrediction } from '#lib/model/finder.ts'

export type Geocoded<T> = { ok: true; value: T } | { ok: false; status: string }

const GeocodeResultSchema: z.ZodMiniType<GeocodeResult> = z.object({
  postcode: z.string(),
  place: z.string(),
  province: z.string(),
  lat: z.number(),
  lng: z.number(),
})
const PredictionSchema: z.ZodMiniType<PlacePrediction> = z.object({
  label: z.string(),
  place: z.string(),
  province: z.string(),
  postcode: z.optional(z.string()),
  lat: z.number(),
  lng: z.number(),
})
const SuggestSchema = z.object({ predictions: z.array(PredictionSchema) })
const ErrorSchema = z.object({ status: z.string().check(z.regex(/^[A-Z_]{1,40}$/)) })

/** Typed as a postcode, complete enough to geocode: "1234", "1234AB", "1234 ab" (a non-existent "0000" too: it fails). */
export const isPostcode = (text: string): boolean => /^\d{4}\s?([a-z]{2})?$/i.test(text.trim())

async function get<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  signal: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<Geocoded<T>> {
  const response = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } })
  const body: unknown = await response.json().catch(() => undefined)
  if (response.ok) {
    const parsed = schema.safeParse(body)
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: 'UNKNOWN_ERROR' }
  }
  const error = ErrorSchema.safeParse(body)
  return { ok: false, status: error.success ? error.data.status : 'UNKNOWN_ERROR' }
}

/** A postcode or place name → its centre (the function appends the country, spec §5). */
export const geocode = (q: string, signal: AbortSignal, fetchImpl: typeof fetch = fetch) =>
  get(
    `${FINDER_API.geocode}?${new URLSearchParams({ q: q.trim() }).toString()}`,
    GeocodeResultSchema,
    signal,
    fetchImpl,
  )

/** Places and regions in the Netherlands for what the visitor typed (spec §5: country nl, language nl, regions). */
export async function suggestPlaces(
  q: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<Geocoded<PlacePrediction[]>> {
  const answer = await get(
    `${FINDER_API.suggest}?${new URLSearchParams({ q: q.trim() }).toString()}`,
    SuggestSchema,
    signal,
    fetchImpl,
  )
  return answer.ok ? { ok: true, value: answer.value.predictions } : answer
}

/** The nearest postcode of a position (the visitor's "use my location"). */
export const reverseGeocode = (lat: number, lng: number, signal: AbortSignal, fetchImpl: typeof fetch = fetch) =>
  get(
    `${FINDER_API.reverse}?${new URLSearchParams({ lat: String(lat), lng: String(lng) }).toString()}`,
    GeocodeResultSchema,
    signal,
    fetchImpl,
  )
