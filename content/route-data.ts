// What every page's +data and +onBeforePrerenderStart share: the route-table lookup that answers 404, and paging.
// Server only (reads the snapshot).
import { render } from 'vike/abort'
import type { Route, Snapshot } from '../pipeline/model/snapshot.ts'
import { FAMILIES, familyPaths, routeFor, servesPath, type FamilyName } from './route-families.ts'
import { pageCount, pageItems, pagedPaths, parsePagedPath, type Paging } from './paging.ts'
import { currentShard, inShard } from './prerender-shard.ts'
import { snapshot } from './snapshot.server.ts'

export type Found = { s: Snapshot; route: Route; path: string; page: number }

/** The route-table entry of this URL for `family`, or Vike's 404. Paged list URLs resolve to their list's entry. */
export function findRoute(family: FamilyName, urlPathname: string): Found {
  const s = snapshot()
  // Vike prerenders a static route at its route string ("/academy"); the route table's paths end in a slash.
  const paged = parsePagedPath(urlPathname.endsWith('/') ? urlPathname : `${urlPathname}/`)
  const route = paged && routeFor(s.routes, family, paged.base)
  if (!paged || !route) throw render(404, `No ${family} page at ${urlPathname}`)
  return { s, route, path: paged.base, page: paged.page }
}

/** The entity a route points at, or 404 when the table points at nothing (a broken snapshot would otherwise crash). */
export function entityOf<T>(table: Record<number, T>, route: Route): T {
  const entity = route.id === undefined ? undefined : table[route.id]
  if (!entity) throw render(404, `Route points at a missing entity (${route.kind} ${route.id ?? '-'})`)
  return entity
}

/** One page of a list, or 404 when the page number is past the end. */
export function pageOf<T>(items: readonly T[], found: Found, size: number): { items: T[]; paging: Paging } {
  const pages = pageCount(items.length, size)
  if (found.page > pages) throw render(404, `${found.path} has ${pages} page(s), not ${found.page}`)
  return { items: pageItems(items, found.page, size), paging: { page: found.page, pages, base: found.path } }
}

/**
 * The URLs to prerender for a family: its route-table paths, each with its further list pages when `count` says so;
 * in a prerender part (PRERENDER_SHARD), only that part's URLs. A path this family's page cannot serve is left out
 * with a warning (the pipeline reports such paths already); one odd path never fails the whole prerender.
 */
export function prerenderUrls(family: FamilyName, count?: (s: Snapshot, route: Route) => number, size = 1): string[] {
  const s = snapshot()
  const shard = currentShard()
  return familyPaths(s.routes, family)
    .filter((path) => {
      if (servesPath(family, path)) return true
      console.warn(`prerender: ${path} left out: the ${family} page (${FAMILIES[family].route}) does not serve it`)
      return false
    })
    .flatMap((path) => {
      const route = s.routes[path]
      return count && route ? pagedPaths(path, count(s, route), size) : [path]
    })
    .filter((url) => inShard(url, shard))
}
