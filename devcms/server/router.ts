// A small route table: `/wp/v2/pages/:id` patterns (`:id` matches digits, `*rest` the remainder), matched in order.
import type { Handler } from './context.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type Route = { method: Method; pattern: string; keys: string[]; regex: RegExp; handler: Handler }

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

export function route(method: Method, pattern: string, handler: Handler): Route {
  const keys: string[] = []
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1))
        return segment === ':id' ? '(\\d+)' : '([^/]+)'
      }
      if (segment.startsWith('*')) {
        keys.push(segment.slice(1))
        return '(.*?)'
      }
      return escape(segment)
    })
    .join('/')
  return { method, pattern, keys, regex: new RegExp(`^${source}/?$`), handler }
}

export type Match = { route: Route; params: Record<string, string> }

/** HEAD is served as GET. */
export function matchRoute(routes: Route[], method: string, path: string): Match | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method
  for (const r of routes) {
    if (r.method !== wanted) continue
    const m = r.regex.exec(path)
    if (!m) continue
    const params: Record<string, string> = {}
    r.keys.forEach((key, i) => (params[key] = decodeURIComponent(m[i + 1] ?? '')))
    return { route: r, params }
  }
  return undefined
}
