// The route table: `/wp/v2/pages/:id` patterns matched in order with the functions' URLPattern matcher
// (functions/_runtime/path-pattern.ts), in WordPress's REST conventions: `:id` is digits only, `*rest` the remainder,
// and a trailing slash is optional. The pattern as written is the route's name in the request stats.
import { compilePathPattern, type PathPattern } from '#functions/_runtime/path-pattern.ts'
import type { Handler } from './context.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type Route = { method: Method; pattern: string; path: PathPattern; handler: Handler }

/** `:id` → `:id(\d+)`, `*rest` → `:rest(.*?)`, then an optional trailing slash: the URLPattern of a REST route. */
const toUrlPattern = (pattern: string) =>
  `${pattern.replace(/:id\b/g, ':id(\\d+)').replace(/\*(\w+)/g, ':$1(.*?)')}{/}?`

/** `urlPattern` when the REST conventions above do not say it (e.g. a segment that must look like `v2`). */
export function route(method: Method, pattern: string, handler: Handler, urlPattern = toUrlPattern(pattern)): Route {
  return { method, pattern, path: compilePathPattern(urlPattern), handler }
}

export type Match = { route: Route; params: Record<string, string> }

/** HEAD is served as GET. */
export function matchRoute(routes: Route[], method: string, path: string): Match | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method
  for (const r of routes) {
    if (r.method !== wanted) continue
    const params = r.path.match(path)
    if (params) return { route: r, params }
  }
  return undefined
}
