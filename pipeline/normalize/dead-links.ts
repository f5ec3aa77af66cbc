// Links inside published content to pages the site does not have: most often an item that is private or still a draft,
// which the public build never receives, so visitors following the link get a 404. Each is a warning in
// the build report naming the page (entity, id, slug), where in it the link is, and the link — as the unresolvable
// WordPress links are (pipeline/run.ts). Run on the finished snapshot: the routes are what the site serves. The link
// may name a private item's path: the entry says so (`notPublic`), and the report the site publishes leaves it out.
import type { Entities, Snapshot } from '#lib/model/snapshot.ts'
import type { Redirect } from '#lib/model/types.ts'
import type { BuildReport } from '../report.ts'

const HREF = /\bhref\s*=\s*["'](\/(?!\/)[^"']*)["']/gi
/** Keys holding a site path that is no link in the content: the entity's own path. */
const NOT_A_LINK = new Set(['path'])
/** Paths the site serves outside the route table: files and functions. */
const SERVED = /^\/(wp-content|api|_build|assets)\//

/** The site path a link names, without query and fragment, with its trailing slash. */
function pathOf(link: string): string {
  const bare = link.split(/[?#]/)[0] ?? ''
  let path = bare.endsWith('/') ? bare : `${bare}/`
  try {
    path = decodeURI(path)
  } catch {
    // Malformed percent-encoding: compare as written.
  }
  return path
}

/** A site path an entity's text links to, and where in the entity (its key path). */
type Link = { link: string; where: string }

/**
 * The site links in an entity, found once per entity object: an incremental run's unchanged entity is the previous
 * run's very object (pipeline/incremental/reuse.ts keptSnapshot), so only the entities that changed are walked again.
 * Entities are never changed once made.
 */
const linksOfEntity = new WeakMap<object, Link[]>()
function linksOf(item: object): Link[] {
  let links = linksOfEntity.get(item)
  if (links) return links
  links = []
  const found = links
  walk(item, '', (value, where, key) => {
    if ((key === 'url' || key === 'href' || key === 'link') && value.startsWith('/') && !value.startsWith('//')) {
      found.push({ link: value, where })
      return
    }
    if (!value.includes('href')) return
    for (const [, link = ''] of value.matchAll(HREF)) found.push({ link, where })
  })
  linksOfEntity.set(item, links)
  return links
}

export function reportDeadLinks(
  entities: Entities,
  routes: Snapshot['routes'],
  redirects: Redirect[],
  report: BuildReport,
): void {
  const redirected = new Set(redirects.map((r) => pathOf(r.from)))
  const dead = (link: string) => {
    const path = pathOf(link)
    return path !== '/' && !SERVED.test(path) && !routes[path] && !redirected.has(path)
  }
  for (const [table, items] of Object.entries(entities) as [keyof Entities, Record<string, unknown>][]) {
    for (const item of Object.values(items)) {
      if (!item || typeof item !== 'object') continue
      const entity = item as { id?: number | string; slug?: string; status?: string }
      if (entity.status !== undefined && entity.status !== 'publish') continue
      for (const { link, where } of linksOf(item))
        if (dead(link))
          report.add({
            level: 'warning',
            entity: table,
            ...(entity.id !== undefined ? { id: entity.id } : {}),
            ...(entity.slug ? { slug: entity.slug } : {}),
            url: link,
            path: where,
            message:
              'a link to a page the site does not have (a private or draft item, or one removed): visitors get a 404',
            notPublic: true,
          })
    }
  }
}

function walk(
  value: unknown,
  where: string,
  visit: (text: string, where: string, key: string) => void,
  key = '',
): void {
  if (typeof value === 'string') visit(value, where || '(root)', key)
  else if (Array.isArray(value)) value.forEach((v, i) => walk(v, where ? `${where}.${i}` : String(i), visit, key))
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) if (!NOT_A_LINK.has(k)) walk(v, where ? `${where}.${k}` : k, visit, k)
}
