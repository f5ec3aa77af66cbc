// GET /api/geocode?q=1234AB (or 1234, 1234 ab, a place name) → { postcode, place, province, lat, lng }.
// Errors: 400 INVALID_REQUEST, 404 ZERO_RESULTS, 502 when the provider fails ({ status, error }; the UI shows the
// status). The provider is configured by GEOCODER (lib/env/geo.ts, docs/decisions/008-finder.md).
import { GEOCODE_RATE_LIMIT, answerGeo } from '#finder/geo/http.ts'
import { GeocodeQuerySchema } from '#finder/geo/params.ts'
import type { Config } from './_runtime/types.ts'

export default (request: Request): Promise<Response> =>
  answerGeo('geocode', request, GeocodeQuerySchema, (g, p) => g.geocode(p.q))

export const config: Config = { path: '/api/geocode', rateLimit: GEOCODE_RATE_LIMIT }
