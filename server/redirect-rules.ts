// Redirect rules as the build writes them (dist/redirects.json, and dist/client/_redirects for Netlify) and as the
// Node server applies them, with Netlify's matching: first match wins, a trailing slash is optional on both sides,
// `:name` placeholders and a final `*` (`:splat` in the target), query conditions, and the query string passed on.
import { z } from 'zod'
import { compilePathPattern } from '../functions/_runtime/path-pattern.ts'

export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const
/** 200: a rewrite (the URL stays; here only to a function's path, for the editors' pages: docs/decisions/010). */
const RULE_STATUSES = [200, ...REDIRECT_STATUSES] as const

export const RedirectRuleSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
  status: z.union(RULE_STATUSES.map((s) => z.literal(s))),
  /** Netlify's `!`: applies even when a file exists at `from` (default: files win). */
  force: z.boolean().default(false),
  /** Query conditions: `{ id: ':id' }` captures, `{ lang: 'nl' }` must equal. */
  query: z.record(z.string(), z.string()).default({}),
  /** Netlify's `Cookie=name,other`: the rule applies only when the request carries one of these cookies. */
  conditions: z.object({ Cookie: z.array(z.string().regex(/^[\w.-]+$/)).min(1).optional() }).optional(),
})
export type RedirectRule = z.infer<typeof RedirectRuleSchema>

export const RedirectsFileSchema = z.object({ version: z.literal(1), rules: z.array(RedirectRuleSchema) })
export type RedirectsFile = z.infer<typeof RedirectsFileSchema>

export type CompiledRule = RedirectRule & { matchPath: (pathname: string) => Record<string, string> | undefined }

/** "/over/" and "/over" are the same path for a rule (Netlify normalizes the trailing slash). */
const toggleSlash = (p: string) => (p.endsWith('/') ? p.slice(0, -1) || '/' : `${p}/`)

export function compileRules(rules: RedirectRule[]): CompiledRule[] {
  return rules.map((rule) => {
    const patterns = [compilePathPattern(rule.from), compilePathPattern(toggleSlash(rule.from))]
    return {
      ...rule,
      matchPath: (pathname) => {
        for (const pattern of patterns) {
          const params = pattern.match(pathname)
          if (!params) continue
          const { 0: splat, ...named } = params
          return splat === undefined ? named : { ...named, splat }
        }
        return undefined
      },
    }
  })
}

export type RedirectHit = { status: number; location: string }

type FindOptions = { forcedOnly?: boolean; /** The names of the request's cookies (Cookie conditions). */ cookies?: ReadonlySet<string> }

/** The first rule matching `pathname` + `search` (with `force` when only forced rules may apply). */
export function findRedirect(rules: CompiledRule[], pathname: string, search: string, options: FindOptions = {}): RedirectHit | undefined {
  const query = new URLSearchParams(search)
  for (const rule of rules) {
    if (options.forcedOnly && !rule.force) continue
    const cookie = rule.conditions?.Cookie
    if (cookie && !cookie.some((name) => options.cookies?.has(name))) continue
    const params = rule.matchPath(pathname)
    if (!params) continue
    const captured = matchQuery(rule.query, query)
    if (!captured) continue
    const encoded = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURI(v)]))
    const values: Record<string, string> = { ...encoded, ...captured }
    const target = rule.to.replace(/:(\w+)/g, (m, name: string) => values[name] ?? m)
    // The request's query string goes along unless the rule names its own (Netlify passes it through by default).
    const passQuery = search && !target.includes('?') && Object.keys(rule.query).length === 0
    return { status: rule.status, location: passQuery ? `${target}${search.startsWith('?') ? search : `?${search}`}` : target }
  }
  return undefined
}

function matchQuery(conditions: Record<string, string>, query: URLSearchParams): Record<string, string> | undefined {
  const captured: Record<string, string> = {}
  for (const [key, expected] of Object.entries(conditions)) {
    const actual = query.get(key)
    if (actual === null) return undefined
    if (expected.startsWith(':')) captured[expected.slice(1)] = encodeURIComponent(actual)
    else if (actual !== expected) return undefined
  }
  return captured
}
