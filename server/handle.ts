// One request, in Netlify's order: the request itself checked (server/request-guard.ts: bad ones get a 4xx, never a
// 5xx) → functions (config.path) → the first matching `_redirects` rule if forced → static files (exact,
// dir/index.html, add-slash 301) → functions with preferStatic → that rule if not forced (a 200 rule hands the request
// to the function at its target, with Cookie= conditions; a 200 rule to another origin is the /wp-content/* proxy) →
// 404.html with status 404.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { parseCookieHeader } from '#lib/cookie-header.ts'
import { invokeFunction } from '#functions/_runtime/invoke.ts'
import type { LoadedFunction } from '#functions/_runtime/load.ts'
import {
  DRAIN_CAP_BYTES,
  declaredLength,
  drainBody,
  hasRequestBody,
  MAX_BODY_BYTES,
  sendWebResponse,
  toWebRequest,
} from '#functions/_runtime/node-http.ts'
import { rateLimitKey, tooManyRequests } from '#functions/_runtime/rate-limit.ts'
import { matchFunction, type FunctionMatch } from '#functions/_runtime/route.ts'
import { proxyToCms } from './cms-proxy.ts'
import type { CompressionCache } from './compress.ts'
import { headersFor, type CompiledHeaderRule } from './headers-file.ts'
import type { RedirectHit, Redirects } from './redirects.ts'
import type { SiteHandle } from '#lib/site-handle.ts'
import { checkRequest } from './request-guard.ts'
import { sendFile } from './send-file.ts'
import { lookupStatic, safeSegments } from './static-files.ts'

export type SiteState = {
  /** The build served (lib/site-handle.ts): its functions' data. Swapped with clientDir, redirects and headers. */
  site: SiteHandle
  clientDir: string
  redirects: Redirects
  headers: CompiledHeaderRule[]
  functions: LoadedFunction[]
  /** The CMS site root that /wp-content/* is proxied to (CMS_API_URL when the server started, as `_redirects` has it). */
  cmsOrigin: string
  siteUrl?: string
  /** false: `config.rateLimit` is not applied (RATE_LIMITS=0). */
  rateLimits?: boolean
  /** Trust X-Forwarded-Proto / X-Forwarded-For from a proxy in front (TRUST_PROXY=1). */
  trustProxy?: boolean
  compression: CompressionCache
  log: (message: string, error?: unknown) => void
}

/** One request as the handlers below see it, after the guard. */
type Ctx = { state: SiteState; req: IncomingMessage; res: ServerResponse; origin: string; ip: string }

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

const plain = (res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) => {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  })
  res.end(`${text}\n`)
}

function redirect(res: ServerResponse, status: number, location: string, headers: Record<string, string>) {
  res.writeHead(status, {
    ...headers,
    Location: location,
    'Cache-Control': REVALIDATE,
    'Content-Type': 'text/plain; charset=utf-8',
  })
  res.end(`Redirecting to ${location}\n`)
}

async function runFunction({ state, req, res, origin, ip }: Ctx, match: FunctionMatch, rewrittenUrl?: string) {
  const limit = state.rateLimits === false ? undefined : match.fn.rateLimiter
  if (limit) {
    const verdict = limit.limiter.check(rateLimitKey(limit.config, ip))
    if (!verdict.allowed)
      return sendWebResponse(res, tooManyRequests(verdict.retryAfterSeconds), {
        headers: { 'X-Content-Type-Options': 'nosniff' },
      })
  }
  let tooLarge = false
  const request = toWebRequest(req, {
    origin,
    ...(rewrittenUrl ? { url: rewrittenUrl } : {}),
    onBodyTooLarge: () => (tooLarge = true),
  })
  const response = await invokeFunction(match, request, {
    ip,
    site: state.site,
    log: state.log,
    ...(state.siteUrl ? { siteUrl: state.siteUrl } : {}),
  })
  // What the function left unread is taken in (up to a cap) before the answer goes out, so the client sees it.
  if (hasRequestBody(req)) await drainBody(req)
  if (tooLarge) {
    await response.body?.cancel()
    return plain(res, 413, `Payload Too Large: at most ${MAX_BODY_BYTES} bytes`, { Connection: 'close' })
  }
  // Netlify sends nosniff on function responses too; `_headers` does not apply to them.
  await sendWebResponse(res, response, { headers: { 'X-Content-Type-Options': 'nosniff' } })
}

export async function handle(state: SiteState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const checked = checkRequest(req, { trustProxy: state.trustProxy === true, localPort: req.socket.localPort ?? 80 })
  if (!checked.ok) {
    // A refused request's body (a declared length over the limit: 413) is drained up to a cap, not cut off; one
    // declared beyond the cap is not worth reading: answered at once, and the connection closed.
    const hopeless = (declaredLength(req) ?? 0) > DRAIN_CAP_BYTES
    if (!hopeless && hasRequestBody(req)) await drainBody(req)
    return plain(res, checked.status, checked.text, {
      ...checked.headers,
      ...(checked.status === 413 ? { Connection: 'close' } : {}),
    })
  }
  const ctx: Ctx = { state, req, res, origin: checked.origin, ip: checked.ip }
  const raw = req.url ?? '/'
  // The raw path, not WHATWG URL parsing: that would read "//host/x" as another host and resolve "..", hiding both.
  const q = raw.indexOf('?')
  const pathname = q === -1 ? raw : raw.slice(0, q)
  const search = q === -1 ? '' : raw.slice(q)
  const segments = safeSegments(pathname)
  if (!segments) return plain(res, 400, 'Bad Request: malformed path')
  const method = req.method ?? 'GET'
  const readOnly = method === 'GET' || method === 'HEAD'
  const siteHeaders = headersFor(state.headers, pathname)

  const fn = matchFunction(state.functions, pathname, method)
  if (fn && !fn.fn.preferStatic) return runFunction(ctx, fn)

  const cookies = parseCookieHeader(req.headers.cookie ?? null)
  const hit = state.redirects.match({ pathname: `/${segments.join('/')}`, rawPathname: pathname, search, cookies })
  if (hit?.force) return applyRule(ctx, hit, pathname, siteHeaders)

  const found = await lookupStatic(state.clientDir, pathname)
  if (found.kind === 'bad-path') return plain(res, 400, 'Bad Request: malformed path')
  if (found.kind === 'add-slash') return redirect(res, 301, `${pathname}/${search}`, siteHeaders)
  if (found.kind === 'file') {
    if (!readOnly) return plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE
    return sendFile(req, res, found.hit, {
      headers: { 'Cache-Control': cacheControl, ...siteHeaders },
      compression: state.compression,
    })
  }
  if (fn) return runFunction(ctx, fn)
  if (hit) return applyRule(ctx, hit, pathname, siteHeaders)
  return notFound(ctx, siteHeaders)
}

async function applyRule(ctx: Ctx, hit: RedirectHit, pathname: string, headers: Record<string, string>) {
  if (hit.status !== 200) return redirect(ctx.res, hit.status, hit.location, headers)
  if (hit.external) {
    // The /wp-content/* proxy: read-only, and no dot segments or empty ones that would leave /wp-content/ on the CMS.
    if (ctx.req.method !== 'GET' && ctx.req.method !== 'HEAD')
      return plain(ctx.res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    if (pathname.includes('//')) return plain(ctx.res, 400, 'Bad Request: malformed path')
    const search = new URL(hit.location).search
    const target = pathname.startsWith('/wp-content/')
      ? `${ctx.state.cmsOrigin.replace(/\/$/, '')}${pathname}${search}`
      : hit.location
    const outcome = await proxyToCms(ctx.req, ctx.res, target, {
      log: ctx.state.log,
      siteOrigins: ctx.state.siteUrl ? [ctx.state.siteUrl] : [],
    })
    // The CMS sent the request back to the site: a missing file, answered as the site's 404 (never a loop).
    if (outcome === 'loop') return notFound(ctx, headers)
    return
  }
  return rewrite(ctx, hit.location)
}

/** A 200 rule: the function at `target` answers, seeing `target` as its URL (rewrites to files are not needed here). */
async function rewrite(ctx: Ctx, target: string) {
  const q = target.indexOf('?')
  const match = matchFunction(ctx.state.functions, q === -1 ? target : target.slice(0, q), ctx.req.method ?? 'GET')
  if (!match) return notFound(ctx, {})
  return runFunction(ctx, match, target)
}

async function notFound({ state, req, res }: Ctx, headers: Record<string, string>) {
  const page = await lookupStatic(state.clientDir, '/404.html')
  if (page.kind !== 'file') return plain(res, 404, 'Not Found')
  // A path's _headers apply, but never its caching: a missing /assets/ file must not be cached for a year as a 404
  // (Netlify answers max-age=0 there too).
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'))
  return sendFile(req, res, page.hit, {
    status: 404,
    headers: { ...kept, 'Cache-Control': REVALIDATE },
    compression: state.compression,
  })
}
