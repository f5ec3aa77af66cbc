// One request, in Netlify's order: functions (config.path) → forced redirects → static files (exact, dir/index.html,
// add-slash 301) → functions with preferStatic → redirects → /wp-content/* proxy to the CMS → 404.html with status 404.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { invokeFunction } from '../functions/_runtime/invoke.ts'
import type { LoadedFunction } from '../functions/_runtime/load.ts'
import { BodyTooLargeError, sendWebResponse, toWebRequest } from '../functions/_runtime/node-http.ts'
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

async function runFunction(state: SiteState, req: IncomingMessage, res: ServerResponse, match: FunctionMatch) {
  let request: Request
  try {
    request = await toWebRequest(req)
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

  const forced = findRedirect(state.redirects, pathname, search, { forcedOnly: true })
  if (forced) return redirect(res, forced, siteHeaders)

  const found = await lookupStatic(state.clientDir, pathname)
  if (found.kind === 'bad-path') return plain(res, 400, 'Bad Request')
  if (found.kind === 'add-slash') return redirect(res, { status: 301, location: `${pathname}/${search}` }, siteHeaders)
  if (found.kind === 'file') {
    if (!readOnly) return plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE
    return sendFile(req, res, found.hit, { headers: { 'Cache-Control': cacheControl, ...siteHeaders }, compression: state.compression })
  }
  if (fn) return runFunction(state, req, res, fn)

  const hit = findRedirect(state.redirects, pathname, search)
  if (hit) return redirect(res, hit, siteHeaders)

  if (pathname.startsWith('/wp-content/') && readOnly) {
    // Dot segments would leave /wp-content/ on the CMS ("/wp-content/../wp-json/…").
    if (!safeSegments(pathname) || pathname.includes('//')) return plain(res, 400, 'Bad Request')
    return proxyToCms(req, res, state.cmsOrigin, pathname + search, { log: state.log })
  }
  return notFound(state, req, res, siteHeaders)
}

async function notFound(state: SiteState, req: IncomingMessage, res: ServerResponse, headers: Record<string, string>) {
  const page = await lookupStatic(state.clientDir, '/404.html')
  if (page.kind !== 'file') return plain(res, 404, 'Not Found')
  return sendFile(req, res, page.hit, { status: 404, headers: { 'Cache-Control': REVALIDATE, ...headers }, compression: state.compression })
}
