// What the agreement test (agreement.ts) compares with: each CMS's answers read whole (every page), made neutral (ids,
// hosts, site name and the test WordPress' own setup taken out), and compared leaf by leaf, each difference named.
import { isRecord } from '#lib/is-record.ts'

export type Side = { api: string; origins: string[]; siteName: string }
export type Item = Record<string, unknown>

/** Keys whose values are each CMS's own numbering (or its own clock: when an item was written), never content. */
const NUMBERING = new Set([
  'id',
  'ID',
  'author',
  'featured_media',
  'object_id',
  'parent',
  'menu_order',
  'db_id',
  'term_id',
])
const OWN_CLOCK = new Set(['modified', 'modified_gmt', 'article_modified_time', 'dateModified'])
/** Core's own user fields, and `acf`: ACF's own REST field, which SCF or ACF PRO adds where its groups show in REST. */
const CORE_USER = new Set(['avatar_urls', 'url', 'meta', 'acf'])

export async function getJson(
  api: string,
  route: string,
): Promise<{ status: number; json: unknown; totalPages: number }> {
  const res = await fetch(api + route)
  const text = await res.text()
  let json: unknown = text
  try {
    json = JSON.parse(text)
  } catch {
    // Not JSON: compared as text.
  }
  return { status: res.status, json, totalPages: Number(res.headers.get('x-wp-totalpages') ?? 1) }
}

/** Every item of a list route, page by page (a 404 or an error answer is an empty list). */
export async function all(api: string, route: string): Promise<Item[]> {
  const join = route.includes('?') ? '&' : '?'
  const first = await getJson(api, `${route}${join}per_page=100`)
  const pages = [first]
  for (let p = 2; p <= first.totalPages; p++) pages.push(await getJson(api, `${route}${join}per_page=100&page=${p}`))
  return pages.flatMap((g) => (Array.isArray(g.json) ? g.json.filter(isRecord) : []))
}

export async function sideOf(api: string): Promise<Side> {
  const { json } = await getJson(api, '')
  const root = isRecord(json) ? json : {}
  const origins = [root.url, root.home, new URL(api).origin]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map((v) => v.replace(/\/$/, ''))
  return { api, origins: [...new Set(origins)].sort((a, b) => b.length - a.length), siteName: String(root.name ?? '') }
}

/**
 * What the test's WordPress has that a site's does not: its uploads are filed by the month they were seeded in, its
 * install has no Dutch language pack (so `get_locale()` is en_US where the site's is nl_NL), its site is named
 * "Hoefslag (test)".
 */
const SETUP: [RegExp, string][] = [
  [/\/wp-content\/uploads\/\d{4}\/\d{2}\//g, '/wp-content/uploads/'],
  [/^en_US$/, 'nl_NL'],
  [/^en-US$/, 'nl-NL'],
]

/** Keys whose value is the site's name (Yoast's og_site_name, the WebSite node's name). */
const SITE_NAME_KEYS = new Set(['og_site_name', 'name', 'title', 'og_title', 'twitter_title'])

/**
 * The value with each side's hosts as "" and its site name as "<site>" (a title's " - name" suffix too); numbering,
 * own clocks left out; a srcset's candidates in one order
 * (their order means nothing).
 */
export function neutral(value: unknown, side: Side, key = ''): unknown {
  if (typeof value === 'string') {
    let text = value
    for (const origin of side.origins) text = text.split(origin).join('')
    for (const [pattern, replacement] of SETUP) text = text.replace(pattern, replacement)
    if (key === 'src_set' || key === 'srcset') text = text.split(', ').sort().join(', ')
    if (!side.siteName) return text
    if (text === side.siteName && SITE_NAME_KEYS.has(key)) return '<site>'
    return text.endsWith(` - ${side.siteName}`) ? `${text.slice(0, -side.siteName.length)}<site>` : text
  }
  if (Array.isArray(value)) return value.map((v) => neutral(v, side, key))
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !NUMBERING.has(k) && !OWN_CLOCK.has(k) && !k.startsWith('_'))
        .map(([k, v]) => [k, neutral(v, side, k)]),
    )
  return value
}

/** A user without core's own fields (Gravatar URLs, `url`, `meta`) and ACF's `acf`, which neither CMS derives. */
export const withoutCore = (user: Item): Item =>
  Object.fromEntries(Object.entries(user).filter(([k]) => !CORE_USER.has(k)))

/** What was compared: items matched on both sides, and the leaves (fields) compared within them. */
export type Tally = { items: number; leaves: number }

/** Every leaf where the two differ, as "path: local … ≠ WordPress …"; each leaf compared is counted. */
export function leafDifferences(a: unknown, b: unknown, at: string, out: string[], tally: Tally): void {
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      leafDifferences(a[key], b[key], at ? `${at}.${key}` : key, out, tally)
    return
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((v, i) => leafDifferences(v, b[i], `${at}[${i}]`, out, tally))
    return
  }
  tally.leaves++
  const show = (v: unknown) => (v === undefined ? '(missing)' : JSON.stringify(v).slice(0, 160))
  if (JSON.stringify(a) !== JSON.stringify(b))
    out.push(`${at || '(root)'}: local CMS ${show(a)} ≠ WordPress ${show(b)}`)
}
