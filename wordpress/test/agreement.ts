// Whether the local CMS (devcms) and the real WordPress + plugin agree on what both derive from the same content:
// Yoast's head (titles, descriptions, robots, canonical, Open Graph, the schema graph with its breadcrumbs), the post
// cards, the menus and the authors. Items are matched by type and slug (the two number their items differently);
// ids, and the hosts each serves from and its site name, are taken out before comparing. Each difference names the
// route, the item and the field.
import { POST_COLLECTIONS } from '#devcms/store/collections.ts'
import { isRecord } from '#lib/is-record.ts'

type Side = { api: string; origins: string[]; siteName: string }
type Item = Record<string, unknown>

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
const CORE_USER = new Set(['avatar_urls', 'url', 'meta'])

async function getJson(api: string, route: string): Promise<{ status: number; json: unknown; totalPages: number }> {
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

async function all(api: string, route: string): Promise<Item[]> {
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
function neutral(value: unknown, side: Side, key = ''): unknown {
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

/** A user without core's own fields (Gravatar URLs, `url`, `meta`), which neither CMS derives. */
const withoutCore = (user: Item): Item => Object.fromEntries(Object.entries(user).filter(([k]) => !CORE_USER.has(k)))

/** Every leaf where the two differ, as "path: local … ≠ WordPress …". */
function leafDifferences(a: unknown, b: unknown, at: string, out: string[]): void {
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      leafDifferences(a[key], b[key], at ? `${at}.${key}` : key, out)
    return
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((v, i) => leafDifferences(v, b[i], `${at}[${i}]`, out))
    return
  }
  const show = (v: unknown) => (v === undefined ? '(missing)' : JSON.stringify(v).slice(0, 160))
  if (JSON.stringify(a) !== JSON.stringify(b))
    out.push(`${at || '(root)'}: local CMS ${show(a)} ≠ WordPress ${show(b)}`)
}

export type AgreementOptions = {
  /** Slugs the WordPress seeding changes on purpose (the editor realities): not compared. */
  skipSlugs?: ReadonlySet<string>
}

/** The differences between the two CMSs' derived fields; empty when they agree. */
export async function compareCms(localApi: string, wordpressApi: string, options: AgreementOptions = {}) {
  const [local, wordpress] = [await sideOf(localApi), await sideOf(wordpressApi)]
  const skip = options.skipSlugs ?? new Set<string>()
  const differences: string[] = []
  const compare = (where: string, a: unknown, b: unknown) => {
    const found: string[] = []
    leafDifferences(neutral(a, local), neutral(b, wordpress), '', found)
    differences.push(...found.map((d) => `${where} ${d}`))
  }
  const bySlug = (items: Item[]) => new Map(items.map((i) => [String(i.slug), i]))

  // Yoast head, breadcrumbs included (the schema graph's BreadcrumbList), of every item both have.
  for (const c of POST_COLLECTIONS) {
    const [mine, theirs] = [
      bySlug(await all(localApi, `/wp/v2/${c.restBase}`)),
      bySlug(await all(wordpressApi, `/wp/v2/${c.restBase}`)),
    ]
    for (const [slug, item] of mine) {
      const other = theirs.get(slug)
      if (skip.has(slug)) continue
      if (!other) {
        differences.push(`/wp/v2/${c.restBase} ${slug}: only the local CMS has it`)
        continue
      }
      compare(`/wp/v2/${c.restBase} ${slug} yoast_head_json.`, item.yoast_head_json, other.yoast_head_json)
    }
  }

  // Authors (users and guest authors as the site shows them).
  for (const route of ['/wp/v2/users', '/wp/v2/authors']) {
    const [mine, theirs] = [bySlug(await all(localApi, route)), bySlug(await all(wordpressApi, route))]
    for (const [slug, user] of mine) {
      if (skip.has(slug)) continue
      const other = theirs.get(slug)
      if (!other) differences.push(`${route} ${slug}: only the local CMS has it`)
      else compare(`${route} ${slug}`, withoutCore(user), withoutCore(other))
    }
  }

  // Menus, location by location.
  const locations = (await getJson(localApi, '/menus/v1/locations')).json
  for (const loc of isRecord(locations) ? Object.keys(locations) : []) {
    const route = `/menus/v1/locations/${loc}`
    compare(route, (await getJson(localApi, route)).json, (await getJson(wordpressApi, route)).json)
  }

  // Cards: an item's card wherever both lists show it.
  for (const route of ['/wp/v2/popular-articles', '/pa/v1/posts?page=1', '/pa/v1/articles?page=1']) {
    const cards = async (api: string) => {
      const { json } = await getJson(api, route)
      const list = Array.isArray(json) ? json.filter(isRecord) : []
      return new Map(list.map((card) => [new URL(String(card.link), 'http://x').pathname, card]))
    }
    const [mine, theirs] = [await cards(localApi), await cards(wordpressApi)]
    for (const [where, card] of mine) {
      const other = theirs.get(where)
      if (other && !where.split('/').some((s) => skip.has(s))) compare(`${route} ${where}`, card, other)
    }
  }
  return differences
}
