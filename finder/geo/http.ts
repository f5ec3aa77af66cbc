// The geocode functions' shared request handling: the query parsed with zod (a 400 INVALID_REQUEST naming the
// parameter), the configured geocoder called, its failure as { status, error } with an HTTP status that fits:
// 404 ZERO_RESULTS, 400 INVALID_REQUEST, 502 when the provider fails, 500 when the geocoder is misconfigured.
import type * as z from 'zod/mini'
import { json, methodNotAllowed, okJson, varyOnQuery } from '#lib/http/json.ts'
import { firstProblem, queryLists } from '#search/params.ts'
import { GeoConfigError } from '#lib/env/geo.ts'
import { geocoder } from './geocoder.ts'
import { GeocodeFailure, type Geocoder, type ProviderStatus } from './provider.ts'

/**
 * Per visitor (IP) and site: as-you-type predictions stay far below this; a script hammering the endpoints does not
 * spend the Google key's quota (Netlify answers 429 beyond it).
 */
export const GEOCODE_RATE_LIMIT: { windowLimit: number; windowSize: number; aggregateBy: ('ip' | 'domain')[] } = {
  windowLimit: 120,
  windowSize: 60,
  aggregateBy: ['ip', 'domain'],
}

const HTTP_STATUS: Record<ProviderStatus, number> = {
  ZERO_RESULTS: 404,
  INVALID_REQUEST: 400,
  UNKNOWN_ERROR: 502,
  OVER_QUERY_LIMIT: 502,
  REQUEST_DENIED: 502,
}

type GeoError = { status: ProviderStatus; error: string; parameter?: string }
const geoError = (httpStatus: number, body: GeoError): Response => json(httpStatus, body)

export async function answerGeo<T extends { shape: Record<string, unknown> }>(
  name: string,
  request: Request,
  schema: T & z.ZodMiniType,
  run: (g: Geocoder, params: z.infer<T & z.ZodMiniType>) => Promise<unknown>,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request.method)
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return geoError(400, { status: 'INVALID_REQUEST', error: 'The request URL is not valid' })
  }
  const parsed = schema.safeParse(queryLists(url))
  if (!parsed.success) {
    const { parameter, message } = firstProblem(parsed.error)
    return geoError(400, { status: 'INVALID_REQUEST', error: message, parameter })
  }
  try {
    return okJson(await run(geocoder(), parsed.data), varyOnQuery(schema))
  } catch (error) {
    if (error instanceof GeocodeFailure) {
      if (HTTP_STATUS[error.status] >= 500) console.error(`[${name}] ${error.message}`)
      return geoError(HTTP_STATUS[error.status], { status: error.status, error: error.message })
    }
    console.error(`[${name}] ${request.url} failed:`, error)
    const message = error instanceof GeoConfigError ? error.message : `The ${name} request failed`
    return geoError(500, { status: 'UNKNOWN_ERROR', error: message })
  }
}
