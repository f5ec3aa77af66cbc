// GET /api/geocode/suggest?q=… → { predictions: [{ label, place, province, postcode?, lat, lng }] }: places and regions in the Netherlands, Dutch names (spec §5).
// Errors: 400 INVALID_REQUEST, 404 ZERO_RESULTS, 502 when the provider fails ({ status, error }; the UI shows the
// status). The provider is configured by GEOCODER (lib/env/geo.ts, docs/decisions/008-finder.md).
import { GEOCODE_RATE_LIMIT, answerGeo } from '#finder/geo/http.ts'
import { SuggestQuerySchema } from '#finder/geo/params.ts'
import type { Config } from './_runtime/types.ts'

export default (request: Request): Promise<Response> =>
  answerGeo('geocode-suggest', request, SuggestQuerySchema, (g, p) =>
    g.suggest(p.q).then((predictions) => ({ predictions })),
  )

export const config: Config = { path: '/api/geocode/suggest', rateLimit: GEOCODE_RATE_LIMIT }
