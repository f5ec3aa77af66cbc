// What every page's +data and +onBeforePrerenderStart share: the route-table lookup that answers 404, and paging.
// Server only (reads the snapshot).
import { render } from 'vike/abort'
import type { Route, Snapshot } from '#lib/model/snapshot.ts'
import { routeFor, type FamilyName } from './route-families.ts'
import { pageCount, pageItems, parsePagedPath, type Paging } from './paging.ts'
import { familyUrls } from './prerender-urls.ts'
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

/** The URLs `vike prerender` renders for a family (its +onBeforePrerenderStart hook): content/prerender-urls.ts. */
export const prerenderUrls = (family: FamilyName): string[] => familyUrls(snapshot(), family)
