// One request, start to finish: static media, operator endpoints, or a /wp-json route with faults, auth and errors.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Catalog } from '../store/catalog.ts'
import { requestUser } from './auth.ts'
import { readBody } from './body.ts'
import type { AppState, Ctx } from './context.ts'
import { noRoute, reply, WpError, type Reply } from './http.ts'
import { Query } from './query.ts'
import { matchRoute, type Match, type Route } from './router.ts'
import { CORS_HEADERS, sendReply, sendStalled, sendTruncated } from './send.ts'
import { serveStatic } from './static.ts'
import { mailBlueSignUp } from './mailblue.ts'

export type AppDeps = {
  app: AppState
  catalog: () => Catalog
  apiRoutes: Route[]
  adminRoutes: Route[]
  mediaDir: string
  gzip: boolean
  stalled: Set<ServerResponse>
}

const faultBody = (status: number, code: string, message: string): Reply =>
  reply({ code, message, data: { status } }, {}, status)

/** The route path and query of an API request: `/wp-json/<route>` or WordPress's plain `?rest_route=/<route>`. */
function apiTarget(url: URL): { path: string; params: URLSearchParams } | undefined {
  if (url.pathname === '/wp-json' || url.pathname.startsWith('/wp-json/'))
    return { path: url.pathname.slice(8) || '/', params: url.searchParams }
  const restRoute = url.searchParams.get('rest_route')
  if (url.pathname !== '/' || restRoute === null) return undefined
  const params = new URLSearchParams(url.searchParams)
  params.delete('rest_route')
  return { path: restRoute || '/', params }
}

/** Finds the route and counts the request under its pattern. */
function resolve(deps: AppDeps, routes: Route[], method: string, path: string): Match | undefined {
  const match = matchRoute(routes, method, path)
  deps.app.stats.count(match ? `${method === 'HEAD' ? 'GET' : method} ${match.route.pattern}` : `${method} (no route)`)
  return match
}

async function run(
  deps: AppDeps,
  req: IncomingMessage,
  url: URL,
  match: Match | undefined,
  path: string,
  params: URLSearchParams,
): Promise<Reply> {
  const method = req.method ?? 'GET'
  if (!match) throw noRoute()
  const ctx: Ctx = {
    req,
    method,
    url,
    path,
    params: match.params,
    query: new Query(params),
    user:
      path.startsWith('/jwt-auth/') || path.startsWith('/__devcms')
        ? null
        : requestUser(deps.app.auth, req.headers.authorization),
    body:
      method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE'
        ? await readBody(req)
        : undefined,
    catalog: deps.catalog(),
    app: deps.app,
  }
  return match.route.handler(ctx)
}

const settle = (promise: Promise<Reply>): Promise<Reply> =>
  promise.catch((error: unknown) => {
    if (error instanceof WpError) return error.toReply()
    console.error('[devcms]', error)
    return faultBody(500, 'internal_server_error', error instanceof Error ? error.message : String(error))
  })

export async function handle(deps: AppDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const catalog = deps.catalog()
  const url = new URL(req.url ?? '/', catalog.origin)
  const { stats, faults } = deps.app
  if (req.method === 'OPTIONS') {
    res.writeHead(200, {
      ...CORS_HEADERS,
      Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'Content-Length': '0',
    })
    return void res.end()
  }
  if (url.pathname.startsWith('/wp-content/')) {
    stats.count('GET /wp-content/*')
    return void stats.status(await serveStatic(req, res, deps.mediaDir, url.pathname))
  }
  if (url.pathname === '/proc.php') {
    stats.count(`${req.method ?? 'GET'} /proc.php`)
    const answer = await mailBlueSignUp(req, deps.app)
    stats.status(answer.status)
    return sendReply(req, res, answer, false)
  }
  if (url.pathname.startsWith('/__devcms/')) {
    const match = resolve(deps, deps.adminRoutes, req.method ?? 'GET', url.pathname)
    const answer = await settle(run(deps, req, url, match, url.pathname, url.searchParams))
    return sendReply(req, res, answer, false)
  }
  const target = apiTarget(url)
  if (!target) {
    const answer = faultBody(404, 'rest_no_route', 'Not a REST route: the API lives under /wp-json/.')
    stats.status(404)
    return sendReply(req, res, answer, false)
  }
  const match = resolve(deps, deps.apiRoutes, req.method ?? 'GET', target.path)
  const faultable = match !== undefined && (req.method === 'GET' || req.method === 'HEAD')
  const decision = faultable ? faults.decide(`${req.method} ${req.url ?? ''}`) : undefined
  const latency = decision?.latencyMs ?? faults.config.latency
  if (latency > 0) {
    stats.fault('latency')
    await sleep(latency)
  }
  if (decision?.fault === 'error' || decision?.fault === 'rate_limit') {
    stats.fault(decision.fault)
    const answer =
      decision.fault === 'error'
        ? faultBody(decision.status ?? 500, 'devcms_injected_error', `Injected fault: HTTP ${decision.status ?? 500}.`)
        : {
            ...faultBody(429, 'rest_too_many_requests', 'Injected fault: too many requests.'),
            headers: { 'Retry-After': String(faults.config.retry_after) },
          }
    stats.status(answer.status)
    return sendReply(req, res, answer, false)
  }
  const answer = await settle(run(deps, req, url, match, target.path, target.params))
  stats.status(answer.status)
  if (decision?.fault === 'malformed') {
    stats.fault('malformed')
    return sendTruncated(res, answer)
  }
  if (decision?.fault === 'stall') {
    stats.fault('stall')
    return sendStalled(res, answer, deps.stalled)
  }
  return sendReply(req, res, answer, deps.gzip)
}
