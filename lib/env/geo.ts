// The geocoder's configuration: the one part of lib/env/ parsed with zod/mini, not vars.server.ts's zod (the geocode
// functions start cold often); empty values count as unset. docs/configuration.md "Geocoding".
//   GEOCODER             offline | pdok | google; default google when GOOGLE_MAPS_API_KEY is set, else offline
//   GEOCODER_URL         the provider's base URL (a stand-in in tests); default PDOK's or Google's public API
//   GOOGLE_MAPS_API_KEY  Google's server key (Geocoding API and Places API)
//   GEOCODER_TIMEOUT_MS  per provider request, 100–30000, default 5000
import * as z from 'zod/mini'

const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v)
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(unsetIfEmpty), z.optional(schema))

const GeoEnvSchema = z.object({
  GEOCODER: optional(z.enum(['offline', 'pdok', 'google'], 'must be offline, pdok or google')),
  GEOCODER_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  GOOGLE_MAPS_API_KEY: optional(z.string()),
  GEOCODER_TIMEOUT_MS: optional(
    z.pipe(z.string().check(z.regex(/^\d+$/, 'must be a whole number of milliseconds')), z.transform(Number)),
  ),
})

export type GeoConfig =
  | { provider: 'offline' }
  | { provider: 'pdok'; baseUrl: string; timeoutMs: number }
  | { provider: 'google'; baseUrl: string; timeoutMs: number; apiKey: string }

export const PDOK_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1'
export const GOOGLE_URL = 'https://maps.googleapis.com/maps/api'

export class GeoConfigError extends Error {}

export function readGeoConfig(env: Record<string, string | undefined> = process.env): GeoConfig {
  const parsed = GeoEnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new GeoConfigError(`Invalid geocoder configuration: ${lines.join('; ')}`)
  }
  const e = parsed.data
  const timeoutMs = e.GEOCODER_TIMEOUT_MS ?? 5000
  if (timeoutMs < 100 || timeoutMs > 30_000)
    throw new GeoConfigError('Invalid geocoder configuration: GEOCODER_TIMEOUT_MS must be between 100 and 30000')
  const provider = e.GEOCODER ?? (e.GOOGLE_MAPS_API_KEY ? 'google' : 'offline')
  if (provider === 'offline') return { provider }
  if (provider === 'pdok') return { provider, baseUrl: (e.GEOCODER_URL ?? PDOK_URL).replace(/\/+$/, ''), timeoutMs }
  if (!e.GOOGLE_MAPS_API_KEY)
    throw new GeoConfigError('Invalid geocoder configuration: GEOCODER=google needs GOOGLE_MAPS_API_KEY')
  return {
    provider,
    baseUrl: (e.GEOCODER_URL ?? GOOGLE_URL).replace(/\/+$/, ''),
    timeoutMs,
    apiKey: e.GOOGLE_MAPS_API_KEY,
  }
}
