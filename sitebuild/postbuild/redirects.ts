// The site's redirect rules: the CMS redirects (already normalized by the pipeline: trailing slash, no double slashes,
// default 301, no hash rules) plus the fixed ones, as dist/client/_redirects (read by Netlify and by the Node server).
import type { MovedRedirect, Redirect } from '#lib/model/types.ts'
import { FAMILIES, FAMILY_NAMES, family } from '#pipeline/snapshot/route-families.ts'
import { REDIRECT_STATUSES, type RedirectRule } from '#server/redirect-rules.ts'
import { TOKEN_COOKIE } from '#functions/_lib/session.ts'

/** How deep nested term paths get their `?page=N` rules (a placeholder matches one segment): /categorie/a/b/c/. */
const NESTED_DEPTH = 3
const NESTED_NAMES = ['slug', 'child', 'grandchild']

/** A route string as the Netlify paths it stands for: "@slug" → ":slug"; a glob "/x/*" → "/x/:slug", "/x/:slug/:child", … */
function placeholderPaths(route: string): string[] {
  const named = route.replace(/@(\w+)/g, ':$1')
  if (!named.endsWith('/*')) return [named]
  const base = named.slice(0, -2)
  return Array.from(
    { length: NESTED_DEPTH },
    (_, depth) =>
      `${base}/${NESTED_NAMES.slice(0, depth + 1)
        .map((n) => `:${n}`)
        .join('/')}`,
  )
}

/**
 * The spec's `page` query on a paged list (decision 002): `?page=1` is the list itself, `?page=N` its page at
 * `…/pagina/N/`. Forced, since the list's own file exists at that path. Not the finder: there `page` is the live
 * finder's own state (spec §3 "Finder query params": the pages shown with load more, decision 009).
 */
export function pageQueryRules(): RedirectRule[] {
  return FAMILY_NAMES.flatMap((name) => (family(name).paged?.pageQuery ? [FAMILIES[name].route] : []))
    .flatMap(placeholderPaths)
    .flatMap((path) => {
      const base = `${path}/`
      return [
        { from: base, to: base, status: 301, force: true, query: { page: '1' } },
        { from: base, to: `${base}pagina/:page/`, status: 301, force: true, query: { page: ':page' } },
      ]
    })
}

/** Spec §2: the auth configuration sends visitors to /inloggen?redirectTo=…; the login page lives at /login/. */
export const FIXED_RULES: RedirectRule[] = [
  { from: '/inloggen', to: '/login/', status: 301, force: false, query: {} },
  ...pageQueryRules(),
]

/**
 * The editors' rules (docs/decisions/010-editors.md). WordPress' preview links on any path go to the preview
 * function (forced: the page's own file exists); a path without a file goes to the editor-page function when the token
 * cookie is set (last, so CMS redirects still win), which renders a private item or answers the real 404.
 */
export const PREVIEW_RULES: RedirectRule[] = ['preview_id', 'p', 'page_id'].flatMap((param) => [
  // Netlify's `/*` does not take the home page over its own index.html, and `/?p=ID` is WordPress' own preview link.
  { from: '/', to: `/api/editor/preview/?${param}=:id`, status: 200, force: true, query: { [param]: ':id' } },
  { from: '/*', to: `/api/editor/preview/:splat?${param}=:id`, status: 200, force: true, query: { [param]: ':id' } },
])
export const PRIVATE_PAGE_RULE: RedirectRule = {
  from: '/*',
  to: '/api/editor/page/:splat',
  status: 200,
  force: false,
  query: {},
  conditions: { Cookie: [TOKEN_COOKIE] },
}

/** Every rule the site serves: the previews first (forced), the CMS and fixed rules, the private pages last. */
export const withEditorRules = (rules: RedirectRule[]): RedirectRule[] => [
  ...PREVIEW_RULES,
  ...rules,
  PRIVATE_PAGE_RULE,
]

export type CompiledRedirects = { rules: RedirectRule[]; warnings: string[] }

const isRedirectStatus = (s: number): s is RedirectRule['status'] => REDIRECT_STATUSES.some((r) => r === s)
const noSpaces = (s: string) => s.trim().replace(/\s/g, '%20')

/** Splits "/pad/?a=1&b=2" into the path and Netlify's query conditions. */
function splitFrom(from: string): { path: string; query: Record<string, string> } {
  const [path = '', search] = from.split('?')
  return { path, query: search ? Object.fromEntries(new URLSearchParams(search)) : {} }
}

const keyOf = (path: string, query: Record<string, string>) => {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path
  return `${trimmed}?${new URLSearchParams(Object.entries(query).sort()).toString()}`
}

/**
 * `moved`: the old paths of renamed and moved items (decision 030), after the editors' rules (an editor's rule for the
 * same path wins) and forced: the pipeline made them only for paths that are no page of the site, so a stale file left
 * at an old path must not answer instead.
 */
export function compileRedirects(cms: Redirect[], moved: MovedRedirect[] = []): CompiledRedirects {
  const rules: RedirectRule[] = []
  const warnings: string[] = []
  const seen = new Set<string>()
  const add = (rule: RedirectRule, label: string) => {
    const key = keyOf(rule.from, rule.query)
    if (seen.has(key)) return warnings.push(`${label}: ${rule.from} is already redirected by an earlier rule; left out`)
    seen.add(key)
    rules.push(rule)
  }
  for (const r of cms) {
    const label = `CMS redirect ${r.from} → ${r.to}`
    if (!r.from.startsWith('/')) {
      warnings.push(`${label}: "from" is not a path on this site; left out`)
      continue
    }
    if (!isRedirectStatus(r.status)) {
      warnings.push(`${label}: status ${r.status} is not a redirect (${REDIRECT_STATUSES.join(', ')}); left out`)
      continue
    }
    const { path, query } = splitFrom(noSpaces(r.from))
    const to = noSpaces(r.to)
    const target = splitFrom(to)
    if (!to || keyOf(path, query) === keyOf(target.path, target.query)) {
      warnings.push(`${label}: redirects to itself; left out`)
      continue
    }
    add({ from: path, to, status: r.status, force: false, query }, label)
  }
  for (const r of moved) {
    const rule: RedirectRule = { from: r.from, to: r.to, status: 301, force: true, query: {} }
    if (!seen.has(keyOf(rule.from, rule.query))) add(rule, `moved ${r.entity} ${r.id}`)
  }
  for (const rule of FIXED_RULES) add(rule, `fixed redirect ${rule.from} → ${rule.to}`)
  return { rules, warnings }
}

/** Netlify's `_redirects`: the rules in order (first match wins), then the media proxy to the CMS. */
/** `cmsRoot`: the WordPress site root without a trailing slash ("https://cms.example.nl/blog" for a subdirectory). */
export function netlifyRedirectsFile(rules: RedirectRule[], cmsRoot: string): string {
  const line = (r: RedirectRule) => {
    const query = Object.entries(r.query)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')
    const cookie = r.conditions?.Cookie ? `Cookie=${r.conditions.Cookie.join(',')}` : ''
    return [r.from, query, r.to, `${r.status}${r.force ? '!' : ''}`, cookie].filter(Boolean).join('  ')
  }
  // A catch-all rewrite (the editors' private pages) must not swallow the media proxy: it goes after it.
  const catchAll = (r: RedirectRule) => r.from === '/*' && r.status === 200 && !r.force
  return [
    '# Generated by scripts/build.ts from the CMS redirects (GET /wp/v2/redirects) — do not edit.',
    ...rules.filter((r) => !catchAll(r)).map(line),
    '',
    '# Media uploads are served by the CMS (CMS_API_URL at build time).',
    `/wp-content/*  ${cmsRoot}/wp-content/:splat  200`,
    '',
    ...rules.filter(catchAll).map(line),
    '',
  ].join('\n')
}
