// The geocoder interface the geocode functions call: a postcode or place → its centroid, place predictions as the
// visitor types, and the nearest postcode to a point. Offline (the bundled GeoNames table), PDOK Locatieserver or
// Google; chosen by configuration (lib/env/geo.ts). Failures carry Google's status names, as the UI shows them.
import type { GeocodeResult, GeocodeStatus, PlacePrediction } from '#lib/model/finder.ts'

export type Geocoder = {
  name: 'offline' | 'pdok' | 'google'
  /** "1234", "1234AB", "1234 ab" or a place name. */
  geocode: (query: string) => Promise<GeocodeResult>
  /** Places and regions in the Netherlands (Dutch names) for what the visitor typed; at most 5. */
  suggest: (query: string) => Promise<PlacePrediction[]>
  /** The nearest postcode. */
  reverse: (lat: number, lng: number) => Promise<GeocodeResult>
}

export type ProviderStatus = GeocodeStatus

export class GeocodeFailure extends Error {
  constructor(
    readonly status: ProviderStatus,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

export const notFound = (what: string) =>
  new GeocodeFailure('ZERO_RESULTS', `No place or postcode in the Netherlands found for ${what}`)

/** "1234", "1234AB", "1234 ab", also followed by a place ("1234 AB Utrecht") → { pc4, letters? }; else undefined. */
export function parsePostcode(query: string): { pc4: string; letters?: string } | undefined {
  const m = /^\s*([1-9]\d{3})\s*(?:([a-z]{2})(?![\p{L}]))?(?:[\s,]+\p{L}[\p{L}\s'.-]*)?\s*$/iu.exec(query)
  if (!m?.[1]) return undefined
  return m[2] ? { pc4: m[1], letters: m[2].toUpperCase() } : { pc4: m[1] }
}

/** A postcode as the Netherlands writes it: "1234" or "1234 AB". */
export const formatPostcode = (p: { pc4: string; letters?: string }) => (p.letters ? `${p.pc4} ${p.letters}` : p.pc4)

/** "Utrecht, Nederland" → "Utrecht": the country is implied (and appended for online providers). */
export const withoutCountry = (query: string) =>
  query.replace(/,?\s*(nederland|netherlands|the netherlands|nl)\s*$/i, '').trim()
