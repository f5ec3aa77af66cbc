// The configured geocoder (lib/env/geo.ts), made once per configuration.
import { readGeoConfig, type GeoConfig } from '#lib/env/geo.ts'
import { googleGeocoder } from './google.ts'
import { offlineGeocoder } from './offline.ts'
import { pdokGeocoder } from './pdok.ts'
import type { Geocoder } from './provider.ts'

export function geocoderFor(config: GeoConfig): Geocoder {
  if (config.provider === 'pdok') return pdokGeocoder(config.baseUrl, config.timeoutMs)
  if (config.provider === 'google') return googleGeocoder(config.baseUrl, config.timeoutMs, config.apiKey)
  return offlineGeocoder()
}

let cached: { key: string; geocoder: Geocoder } | undefined

/** The geocoder for the current environment; GeoConfigError when it is misconfigured. */
export function geocoder(env: Record<string, string | undefined> = process.env): Geocoder {
  const config = readGeoConfig(env)
  const key = JSON.stringify(config)
  if (cached?.key !== key) cached = { key, geocoder: geocoderFor(config) }
  return cached.geocoder
}
