// One request, in Netlify's order: functions (config.path) → forced redirects and rewrites → static files (exact,
// dir/index.html, add-slash 301) → functions with preferStatic → redirects and rewrites (a 200 rule hands the request
// to the function at its target, with Cookie= conditions) → /wp-content/* proxy to the CMS → 404.html with status 404.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { parseCookieHeader } from '../functions/_runtime/cookies.ts'
import { invokeFunction } from '../functions/_runtime/invoke.ts'
import type { LoadedFunction } from '../functions/_runtime/load.ts'
import { BodyTooLargeError, sendWebResponse, toWebRequest } from '../functions/_runtime/node-http.ts'
import { rateLimitKey, tooManyRequests } from '../functions/_runtime/rate-limit.ts'
import { matchFunction, type FunctionMatch } from '../functions/_runtime/route.ts'
import { proxyToCms } from './cms-proxy.ts'
import type { CompressionCache } from './compress.ts'
import { headersFor, type CompiledHeaderRule } from './headers-file.ts'
import { findRedirect, type CompiledRule, type RedirectHit } from './redirect-rules.ts'
import { sendFile } from './send-file.ts'
import { lookupStatic, safeSegments } from './static-files.ts'

export type SiteState = {
  clientDir: string
  redirects: CompiledRule[]
  headers: CompiledHeaderRule[]
  functions: LoadedFunction[]
  cmsOrigin: string
  siteUrl?: string
  /** false: `config.rateLimit` is not applied (RATE_LIMITS=0). */
  rateLimits?: boolean
  compression: CompressionCache
  log: (message: string, error?: unknown) => void
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

const plain = (res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra })
  res.end(`${text}\n`)
}

function redirect(res: ServerResponse, hit: RedirectHit, headers: Record<string, string>) {
  res.writeHead(hit.status, { ...headers, Location: hit.location, 'Cache-Control': REVALIDATE, 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(`Redirecting to ${hit.location}\n`)
}

async function runFunction(state: SiteState, req: IncomingMessage, res: ServerResponse, match: FunctionMatch, rewrittenUrl?: string) {
  const limit = state.rateLimits === false ? undefined : match.fn.rateLimiter
  if (limit) {
    const verdict = limit.limiter.check(rateLimitKey(limit.config, req.socket.remoteAddress ?? '', req.headers.host ?? ''))
    if (!verdict.allowed) return sendWebResponse(res, tooManyRequests(verdict.retryAfterSeconds), { head: req.method === 'HEAD' })
  }
  let request: Request
  try {
    request = await toWebRequest(req, rewrittenUrl ? { url: rewrittenUrl } : {})
  } catch (error) {
    if (error instanceof BodyTooLargeError) return plain(res, 413, 'Payload Too Large')
    throw error
  }
  const response = await invokeFunction(match, request, { ip: req.socket.remoteAddress ?? '', log: state.log, ...(state.siteUrl ? { siteUrl: state.siteUrl } : {}) })
  await sendWebResponse(res, response, { head: req.method === 'HEAD' })
}

export async function handle(state: SiteState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const raw = req.url ?? '/'
  if (!raw.startsWith('/')) return plain(res, 400, 'Bad Request')
  // The raw path, not WHATWG URL parsing: that would read "//host/x" as another host and resolve "..", hiding both.
  const q = raw.indexOf('?')
  const pathname = q === -1 ? raw : raw.slice(0, q)
  const search = q === -1 ? '' : raw.slice(q)
  const method = req.method ?? 'GET'
  const readOnly = method === 'GET' || method === 'HEAD'
  const siteHeaders = headersFor(state.headers, pathname)

  const fn = matchFunction(state.functions, pathname, method)
  if (fn && !fn.fn.preferStatic) return runFunction(state, req, res, fn)

  const cookies = cookieNames(req.headers.cookie)
  const forced = findRedirect(state.redirects, pathname, search, { forcedOnly: true, cookies })
  if (forced) return forced.status === 200 ? rewrite(state, req, res, forced.location) : redirect(res, forced, siteHeaders)

  const found = await lookupStatic(state.clientDir, pathname)
  if (found.kind === 'bad-path') return plain(res, 400, 'Bad Request')
  if (found.kind === 'add-slash') return redirect(res, { status: 301, location: `${pathname}/${search}` }, siteHeaders)
  if (found.kind === 'file') {
    if (!readOnly) return plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE
    return sendFile(req, res, found.hit, { headers: { 'Cache-Control': cacheControl, ...siteHeaders }, compression: state.compression })
  }
  if (fn) return runFunction(state, req, res, fn)

  const media = pathname.startsWith('/wp-content/') && readOnly
  const hit = findRedirect(state.redirects, pathname, search, { cookies })
  // As in _redirects, where the media proxy comes before the editors' catch-all rewrite.
  if (hit && !(media && hit.status === 200)) return hit.status === 200 ? rewrite(state, req, res, hit.location) : redirect(res, hit, siteHeaders)

  if (media) {
    // Dot segments would leave /wp-content/ on the CMS ("/wp-content/../wp-json/…").
    if (!safeSegments(pathname) || pathname.includes('//')) return plain(res, 400, 'Bad Request')
    return proxyToCms(req, res, state.cmsOrigin, pathname + search, { log: state.log })
  }
  return notFound(state, req, res, siteHeaders)
}

const cookieNames = (header: string | undefined) => new Set(parseCookieHeader(header ?? null).keys())

/** A 200 rule: the function at `target` answers, seeing `target` as its URL (rewrites to files are not needed here). */
async function rewrite(state: SiteState, req: IncomingMessage, res: ServerResponse, target: string) {
  const q = target.indexOf('?')
  const match = matchFunction(state.functions, q === -1 ? target : target.slice(0, q), req.method ?? 'GET')
  if (!match) return notFound(state, req, res, {})
  return runFunction(state, req, res, match, target)
}

async function notFound(state: SiteState, req: IncomingMessage, res: ServerResponse, headers: Record<string, string>) {
  const page = await lookupStatic(state.clientDir, '/404.html')
  if (page.kind !== 'file') return plain(res, 404, 'Not Found')
  return sendFile(req, res, page.hit, { status: 404, headers: { 'Cache-Control': REVALIDATE, ...headers }, compression: state.compression })
}
