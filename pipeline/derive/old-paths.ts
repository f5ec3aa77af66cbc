// The redirect history (decision 030): every permalink an item was ever published at (the companion plugin's
// `old_links`: WordPress' `_wp_old_slug` plus the paths it recorded when a parent or category moved) answers 301 to the
// item's path today. Derived from the CMS's answers alone, so an incremental build and a full build from an empty cache
// make the same redirects; an item's old links all point at its current path, so renames never chain.
import type { Entities, MovedRedirect, Redirect, Route } from '#lib/model/snapshot.ts'
import type { UrlContext } from '../normalize/urls.ts'
import type { BuildReport } from '../report.ts'

/** An item's old permalinks as the CMS sent them, before the raw answers are dropped (`key`: its key in `table`). */
export type OldLinks = { table: keyof Entities; entity: string; id: number; key: string | number; links: string[] }

type Linked = { id: number; old_links?: string[] | undefined }
/**
 * A raw collection that carries `old_links`, with the entity table it fills (`entity`: the report's name). `key`: the
 * item's key in that table when it is not its id (authors: `user:{id}`, `guest:{id}`).
 */
export type OldLinkSource = {
  table: keyof Entities
  entity: string
  items: Iterable<Linked>
  key?: (id: number) => string
}

export function collectOldLinks(sources: OldLinkSource[]): OldLinks[] {
  const out: OldLinks[] = []
  for (const source of sources)
    for (const item of source.items)
      if (item.old_links?.length)
        out.push({
          table: source.table,
          entity: source.entity,
          id: item.id,
          key: source.key ? source.key(item.id) : item.id,
          links: item.old_links,
        })
  return out
}

type Keyed = { id: number; key?: string; path: string; status?: string }

/** The item's path today, when it is published and the site serves its page there. */
function livePath(entities: Entities, routes: Record<string, Route>, old: OldLinks): string | undefined {
  const item = (entities[old.table] as Record<string | number, Keyed | undefined>)[old.key]
  if (!item || (item.status !== undefined && item.status !== 'publish')) return undefined
  const route = routes[item.path]
  const served = item.key !== undefined ? route?.key === item.key : route?.id === item.id
  return served ? item.path : undefined
}

const describe = (route: Route) =>
  `${route.kind}${route.id !== undefined ? ` ${route.id}` : route.key ? ` ${route.key}` : ''}`

/**
 * The 301s from old paths to current ones. Left out: an item that is no longer published or has no page (its old paths
 * are 404s like its own), a link that is not a path on this site (never a redirect off-site), a path an editor's
 * redirect already names (the editor wins), a path that is a live page of another item (the page stays; reported), and
 * a path two items both claim (the first keeps it; reported).
 */
export function movedRedirects(
  history: OldLinks[],
  entities: Entities,
  routes: Record<string, Route>,
  cmsRedirects: Redirect[],
  urls: UrlContext,
  report: BuildReport,
): MovedRedirect[] {
  const editorial = new Set(cmsRedirects.map((r) => r.from.split('?')[0]))
  const claimed = new Map<string, MovedRedirect>()
  const warn = (old: OldLinks, url: string, message: string) =>
    report.add({ level: 'warning', entity: old.entity, id: old.id, url, path: 'old_links', message })
  for (const old of history) {
    const to = livePath(entities, routes, old)
    if (!to) continue
    for (const link of old.links) {
      const from = urls.toSitePath(link)
      if (!from.startsWith('/') || from.startsWith('//') || /[?#]/.test(from)) {
        warn(old, link, `old link ${link} is not a path on this site: no redirect`)
        continue
      }
      if (from === to || editorial.has(from)) continue
      const live = routes[from]
      if (live) {
        warn(old, link, `old path ${from} is now the page of ${describe(live)}: that page stays, no redirect to ${to}`)
        continue
      }
      const earlier = claimed.get(from)
      if (earlier) {
        if (earlier.to !== to)
          warn(
            old,
            link,
            `old path ${from} is also an old path of ${earlier.entity} ${earlier.id}: it keeps redirecting to ${earlier.to}`,
          )
        continue
      }
      claimed.set(from, { from, to, status: 301, entity: old.entity, id: old.id })
    }
  }
  return [...claimed.values()].sort((a, b) => a.from.localeCompare(b.from))
}
