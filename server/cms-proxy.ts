// /wp-content/* → the CMS (media uploads), as the `/wp-content/* <cms>/wp-content/:splat 200` proxy rule does on
// Netlify. `target` is the full URL on the CMS (with WordPress in a subdirectory, "https://cms.example.nl/blog/wp-content/…").
// Streams the answer as it comes (no decompression); a CMS that does not answer gives a 502 that says so. Redirects
// are never followed; one back to the site itself (WordPress' front end sends a missing upload's 404 to the same path
// on the site, which is this proxy again) is not passed on either: the caller answers with the site's 404 instead of
// a loop that ends in the browser's "too many redirects".
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { request } from 'undici'

const FORWARDED = [
  'accept',
  'accept-encoding',
  'accept-language',
  'if-none-match',
  'if-modified-since',
  'range',
  'user-agent',
]
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
])

export type ProxyOptions = {
  timeoutMs?: number
  log?: (message: string) => void
  /** The site's own origins (besides the request's Host): a redirect to one of them would come back here. */
  siteOrigins?: string[]
}
/** `sent`: the CMS's answer (or a 502) went out; `loop`: the CMS redirected to the site, nothing was sent. */
export type ProxyOutcome = 'sent' | 'loop'

const REDIRECT = new Set([301, 302, 303, 307, 308])

/** Whether a CMS redirect leads back to the site (the request's own host, or one of its known origins). */
export function redirectsToSite(
  location: string,
  target: URL,
  req: IncomingMessage,
  siteOrigins: string[] = [],
): boolean {
  let to: URL
  try {
    to = new URL(location, target)
  } catch {
    return false
  }
  const own = new Set(siteOrigins.map((origin) => new URL(origin).host))
  if (req.headers.host) own.add(req.headers.host)
  return own.has(to.host)
}

export async function proxyToCms(
  req: IncomingMessage,
  res: ServerResponse,
  targetUrl: string,
  options: ProxyOptions = {},
): Promise<ProxyOutcome> {
  const target = new URL(targetUrl)
  const headers: Record<string, string> = {}
  for (const name of FORWARDED) {
    const value = req.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const method = req.method === 'HEAD' ? 'HEAD' : 'GET'
  let upstream: Awaited<ReturnType<typeof request>>
  try {
    upstream = await request(target, {
      method,
      headers,
      headersTimeout: options.timeoutMs ?? 15_000,
      bodyTimeout: options.timeoutMs ?? 15_000,
    })
  } catch (error) {
    const reason =
      error instanceof Error
        ? (error.cause instanceof Error ? error.cause.message : '') || error.message
        : String(error)
    options.log?.(`[serve] CMS proxy: ${target.href} failed: ${reason}`)
    if (res.headersSent) {
      res.destroy()
      return 'sent'
    }
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(
      `502 Bad Gateway: the CMS at ${target.origin} did not answer for ${target.pathname} (${reason}). ` +
        'Media under /wp-content/ come from the CMS: start it (npm run cms) or set CMS_API_URL.\n',
    )
    return 'sent'
  }
  const location = upstream.headers.location
  if (
    REDIRECT.has(upstream.statusCode) &&
    typeof location === 'string' &&
    redirectsToSite(location, target, req, options.siteOrigins)
  ) {
    upstream.body.resume()
    options.log?.(`[serve] CMS proxy: ${target.href} redirects back to the site (${location}): answered as not found`)
    return 'loop'
  }
  res.statusCode = upstream.statusCode
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) res.setHeader(name, value)
  }
  if (method === 'HEAD') {
    upstream.body.resume()
    res.end()
    return 'sent'
  }
  await pipeline(upstream.body, res).catch((error: unknown) => {
    options.log?.(
      `[serve] CMS proxy: ${target.href} broke off: ${error instanceof Error ? error.message : String(error)}`,
    )
  })
  return 'sent'
}
