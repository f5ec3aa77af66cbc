// Which function answers a request: by `config.path` (minus `excludedPath`, for `config.method`), or at
// /.netlify/functions/<name> for a function without a path, as on Netlify.
import type { LoadedFunction } from './load.ts'

export type FunctionMatch = { fn: LoadedFunction; params: Record<string, string> }

const DEFAULT_PREFIX = '/.netlify/functions/'

export function matchFunction(
  functions: LoadedFunction[],
  pathname: string,
  method: string,
): FunctionMatch | undefined {
  for (const fn of functions) {
    if (fn.methods && !fn.methods.has(method.toUpperCase())) continue
    if (fn.paths.length === 0) {
      if (pathname === `${DEFAULT_PREFIX}${fn.name}` || pathname.startsWith(`${DEFAULT_PREFIX}${fn.name}/`))
        return { fn, params: {} }
      continue
    }
    if (fn.excluded.some((p) => p.match(pathname))) continue
    for (const pattern of fn.paths) {
      const params = pattern.match(pathname)
      if (params) return { fn, params }
    }
  }
  return undefined
}
