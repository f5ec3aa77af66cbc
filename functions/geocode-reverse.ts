// GET /api/geocode/reverse?lat=&lng= → the nearest postcode { postcode, place, province, lat, lng } ("use my location", spec §7).
// Errors: 400 INVALID_REQUEST, 404 ZERO_RESULTS, 502 when the provider fails ({ status, error }; the UI shows the
// status). The provider is configured by GEOCODER (lib/env/geo.ts, docs/decisions/008-finder.md).
import { GEOCODE_RATE_LIMIT, answerGeo } from '#finder/geo/http.ts'
import { ReverseQuerySchema } from '#finder/geo/params.ts'
import type { Config } from './_runtime/types.ts'

export default (request: Request): Promise<Response> =>
  answerGeo('geocode-reverse', request, ReverseQuerySchema, (g, p) => g.reverse(p.lat, p.lng))

export const config: Config = { path: '/api/geocode/reverse', rateLimit: GEOCODE_RATE_LIMIT }
