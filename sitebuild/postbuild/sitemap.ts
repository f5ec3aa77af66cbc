// sitemap.xml from the route table: every indexable public route as an absolute URL on SITE_URL, with <lastmod>.
// Past 45,000 URLs the sitemap becomes an index of numbered files (the protocol's limit is 50,000 per file).
import type { Snapshot } from '#lib/model/snapshot.ts'
import { NOT_IN_SITEMAP } from '#pipeline/snapshot/route-families.ts'
import type { StoredSnapshot } from '#pipeline/snapshot/stored.ts'
import { routeInfo } from './route-info.ts'
import { EntityFacts } from './entity-facts.ts'

export type SitemapEntry = { loc: string; lastmod?: string }
export type SitemapFile = { name: string; xml: string }

/** Routes that are tools or private, not content: never in the sitemap (the route families say which). */
const LEFT_OUT = NOT_IN_SITEMAP
export const MAX_URLS_PER_FILE = 45_000

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c] ?? ''};`)

/** The path percent-encoded once, whether the CMS gave it encoded or not. */
function encodePath(path: string): string {
  try {
    return encodeURI(decodeURI(path))
  } catch {
    return encodeURI(path)
  }
}

/** `facts`: what the last build knew of each entity (entity-facts.ts); the entities it does not know are read. */
export function sitemapEntries(
  s: Snapshot | StoredSnapshot,
  siteUrl: string,
  facts: EntityFacts = new EntityFacts(s),
): SitemapEntry[] {
  const origin = siteUrl.replace(/\/+$/, '')
  const entries: SitemapEntry[] = []
  for (const [path, route] of Object.entries(s.routes)) {
    if (LEFT_OUT.has(route.kind)) continue
    const { robots, lastmod } = routeInfo(s, path, route, facts)
    if (/\bnoindex\b/i.test(robots)) continue
    entries.push({ loc: origin + encodePath(path), ...(lastmod ? { lastmod } : {}) })
  }
  return entries
}

const urlset = (entries: SitemapEntry[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) =>
        `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')

/** sitemap.xml, or sitemap.xml as an index of sitemap-1.xml … when there are more URLs than one file takes. */
export function sitemapFiles(entries: SitemapEntry[], siteUrl: string, perFile = MAX_URLS_PER_FILE): SitemapFile[] {
  if (entries.length <= perFile) return [{ name: 'sitemap.xml', xml: urlset(entries) }]
  const parts: SitemapFile[] = []
  for (let i = 0; i < entries.length; i += perFile)
    parts.push({ name: `sitemap-${parts.length + 1}.xml`, xml: urlset(entries.slice(i, i + perFile)) })
  const origin = siteUrl.replace(/\/+$/, '')
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((p) => `  <sitemap><loc>${escapeXml(`${origin}/${p.name}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
  return [{ name: 'sitemap.xml', xml: index }, ...parts]
}
