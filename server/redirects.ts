// Netlify's `_redirects`, read and matched by Netlify's own code, so that `npm run serve` and Netlify cannot disagree:
// @netlify/redirect-parser parses dist/client/_redirects (the file Netlify reads) and netlify-redirector — Netlify's
// matching engine (WebAssembly), the one `netlify dev` and @netlify/dev use — picks the first matching rule, with
// its placeholders, splats, query and Cookie conditions and the optional trailing slash. What stays here is what
// Netlify's edge does after the match: the request's query string goes along, and a same-site target stays on the
// site (a splat of "//evil.example" never becomes a protocol-relative Location).
import { existsSync } from 'node:fs'
import { parseAllRedirects } from '@netlify/redirect-parser'
import redirector, { type Matcher } from 'netlify-redirector'
import { z } from 'zod'

export type RedirectHit = {
  status: number
  /** A same-site path (with query), or an absolute URL when the rule's own target is one. */
  location: string
  /** `!`: applies even when a file exists at the path. */
  force: boolean
  /** The rule's target is another origin (a 200 proxy such as /wp-content/*). */
  external: boolean
}
export type RedirectRequest = {
  /** The decoded path, as Netlify matches it. */
  pathname: string
  /** The path as requested (percent-encoded), tried when the decoded one matches no rule. */
  rawPathname?: string
  search: string
  cookies: ReadonlyMap<string, string>
}
export type Redirects = { count: number; match: (request: RedirectRequest) => RedirectHit | undefined }

/** What netlify-redirector answers for a match (the fields used here). */
const MatchSchema = z.object({
  from: z.string(),
  to: z.string(),
  status: z.number().int(),
  force: z.boolean(),
})

const ABSOLUTE = /^https?:\/\//i
/** Where relative Locations are resolved to check that they stay on the site. */
const SITE = 'http://site.invalid'

/**
 * The Location for a same-site target: percent-encoded as a URL path, and never protocol-relative — "//evil.example"
 * or "/\evil.example" (a splat or placeholder filled from the request) become "/evil.example".
 */
export function sameSiteLocation(target: string): string {
  // URL parsing drops tabs and newlines, which would join slashes again: drop them first.
  const url = new URL(target.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '/'), SITE)
  return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : '/'
}

export const NO_REDIRECTS: Redirects = { count: 0, match: () => undefined }

/** The rules of a `_redirects` file; a missing file gives no rules, a malformed line is named in `problems`. */
export async function loadRedirects(file: string): Promise<{ redirects: Redirects; problems: string[] }> {
  if (!existsSync(file))
    return { redirects: NO_REDIRECTS, problems: [`${file} is missing: no redirects (run "npm run build")`] }
  const parsed = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false })
  const problems = parsed.errors.map(
    (error: unknown) => `${file}: ${error instanceof Error ? error.message : String(error)}`,
  )
  if (parsed.redirects.length === 0) return { redirects: NO_REDIRECTS, problems }
  // The shape netlify-redirector reads (as @netlify/redirects hands it over): `origin` and `params`.
  const rules = parsed.redirects.map((rule) => {
    const { from, query, conditions, ...rest } = z
      .looseObject({ from: z.string(), query: z.record(z.string(), z.string()).default({}), conditions: z.unknown() })
      .parse(rule)
    return { ...rest, origin: from, params: query, conditions }
  })
  const matcher: Matcher = await redirector.parseJSON(JSON.stringify(rules), {})
  // The engine does not say whether the rule it matched had query conditions: told apart by from, status and force.
  const key = (r: { origin?: unknown; from?: unknown; status?: unknown; force?: unknown }) =>
    `${String(r.origin ?? r.from)}|${String(r.status ?? 301)}|${String(r.force ?? false)}`
  const withQuery = new Set(rules.filter((r) => Object.keys(r.params).length > 0).map(key))
  const withoutQuery = new Set(rules.filter((r) => Object.keys(r.params).length === 0).map(key))
  const onQuery = (rule: z.infer<typeof MatchSchema>) => withQuery.has(key(rule)) && !withoutQuery.has(key(rule))
  const match = (request: RedirectRequest) => {
    const raw = matchOne(matcher, request, onQuery)
    // Netlify matches the decoded path; a rule written percent-encoded ("/oude%20pagina/") matches as written too.
    return (
      raw ??
      (request.rawPathname && request.rawPathname !== request.pathname
        ? matchOne(matcher, { ...request, pathname: request.rawPathname }, onQuery)
        : undefined)
    )
  }
  return { redirects: { count: rules.length, match }, problems }
}

function matchOne(
  matcher: Matcher,
  { pathname, search, cookies }: RedirectRequest,
  onQuery: (rule: z.infer<typeof MatchSchema>) => boolean,
): RedirectHit | undefined {
  const query = search.replace(/^\?/, '')
  const found = matcher.match({
    scheme: 'http',
    host: 'localhost',
    path: pathname,
    query,
    headers: {},
    cookieValues: Object.fromEntries(cookies),
    getHeader: () => '',
    getCookie: (name) => cookies.get(name) ?? '',
  })
  if (!found) return undefined
  const rule = MatchSchema.parse(found)
  const external = ABSOLUTE.test(rule.to)
  // The request's query string goes along unless the rule names its own or matched on query conditions (as on Netlify;
  // @netlify/dev passes it in both cases).
  const passQuery = query !== '' && !rule.to.includes('?') && !onQuery(rule)
  const target = passQuery ? `${rule.to}?${query}` : rule.to
  return {
    status: rule.status,
    force: rule.force,
    external,
    location: external ? new URL(target).href : sameSiteLocation(target),
  }
}
