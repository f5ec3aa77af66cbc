// The one place a JSON Response is built (functions, their runtime, the search and finder endpoints): UTF-8 JSON, never
// cached unless the caller says so (`headers` add or override), and the reply headers the endpoints share.

/** A JSON answer no cache keeps (`Cache-Control: no-store`: not the browser, not the CDN); `headers` add or override. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

/** A JSON answer for one visitor's session (the editors' functions): `Cache-Control: private, no-store`. */
export const noStoreJson = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  json(status, body, { 'Cache-Control': 'private, no-store', ...headers })

/**
 * Search, articles, finder and geocode results: browsers 1 minute, the CDN 5 minutes (identical queries within minutes
 * get the same answer; the index only changes with a deploy, which purges the CDN cache). Errors are never cached.
 */
export const CACHE_CONTROL = 'public, max-age=60, s-maxage=300'

/** A 200 with CACHE_CONTROL; `headers` add or override. */
export const okJson = (body: unknown, headers: Record<string, string> = {}): Response =>
  json(200, body, { 'Cache-Control': CACHE_CONTROL, ...headers })

/** 405 for anything but GET and HEAD. */
export const methodNotAllowed = (method: string): Response =>
  json(405, { error: `Method ${method} not allowed: use GET` }, { Allow: 'GET, HEAD' })

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
