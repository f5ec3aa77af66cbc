// JSON responses of the search and articles functions: results cached briefly by browsers and the CDN (identical
// queries within minutes get the same answer), errors never cached.
import type * as z from 'zod/mini'
import { json } from '#lib/http/json.ts'
import { firstProblem, queryLists } from './params.ts'

/** Browsers 1 minute, the CDN 5 minutes: the index only changes with a deploy, which purges the CDN cache. */
export const CACHE_CONTROL = 'public, max-age=60, s-maxage=300'

/**
 * Netlify's CDN cache key: only the function's own query parameters (both `name` and `name[]`), so `utm_…` and
 * other tracking parameters share one cached answer instead of one each.
 */
export function varyOnQuery(schema: { shape: Record<string, unknown> }): Record<string, string> {
  return {
    'Netlify-Vary': `query=${Object.keys(schema.shape)
      .flatMap((name) => [name, `${name}[]`])
      .join('|')}`,
  }
}

export function okJson(body: unknown, headers: Record<string, string> = {}): Response {
  return json(200, body, { 'Cache-Control': CACHE_CONTROL, ...headers })
}

export function errorJson(
  status: number,
  body: { error: string; parameter?: string },
  headers: Record<string, string> = {},
): Response {
  return json(status, body, headers)
}

/** 405 for anything but GET and HEAD. */
export const methodNotAllowed = (method: string) =>
  errorJson(405, { error: `Method ${method} not allowed: use GET` }, { Allow: 'GET, HEAD' })

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response }

/** The request's query parsed by `schema`; a 400 naming the parameter when it does not parse. */
export function parseQuery<T>(request: Request, schema: z.ZodMiniType<T>): Parsed<T> {
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return { ok: false, response: errorJson(400, { error: 'The request URL is not valid' }) }
  }
  const parsed = schema.safeParse(queryLists(url))
  if (parsed.success) return { ok: true, value: parsed.data }
  const { parameter, message } = firstProblem(parsed.error)
  return { ok: false, response: errorJson(400, { error: message, parameter }) }
}

/** An unexpected failure as JSON: 503 when the data is missing, else 500 (logged with the request). */
export function failure(
  name: string,
  error: unknown,
  request: Request,
  unavailable: (e: unknown) => boolean,
): Response {
  if (unavailable(error)) {
    console.error(`[${name}] ${request.url}: ${error instanceof Error ? error.message : String(error)}`)
    return errorJson(503, { error: `The ${name} index is not available` })
  }
  console.error(`[${name}] ${request.url} failed:`, error)
  return errorJson(500, { error: `The ${name} request failed` })
}
