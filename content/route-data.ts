// What every page's +data shares: the route-table lookup that answers 404, and paging. Server only: it reads the store
// the page was handed (pageContext.store, pipeline/snapshot/store.ts).
import { render } from 'vike/abort'
import type { EntityTable, Route } from '#lib/model/snapshot.ts'
import type { ItemOf, ListRef, Row, SiteStore } from '#pipeline/snapshot/store.ts'
import { routeFor, type FamilyName } from './route-families.ts'
import { pageCount, parsePagedPath, type Paging } from './paging.ts'

export type { SiteStore }
export type Found = { s: SiteStore; route: Route; path: string; page: number }
/** What a +data reads of its pageContext: the URL and the store. */
export type StoreContext = { urlPathname: string; store: SiteStore }

/** The route-table entry of this URL for `family`, or Vike's 404. Paged list URLs resolve to their list's entry. */
export function findRoute(family: FamilyName, pageContext: StoreContext): Found {
  const s = pageContext.store
  const urlPathname = pageContext.urlPathname
  // Vike prerenders a static route at its route string ("/academy"); the route table's paths end in a slash.
  const paged = parsePagedPath(urlPathname.endsWith('/') ? urlPathname : `${urlPathname}/`)
  const route = paged && routeFor(s, family, paged.base)
  if (!paged || !route) throw render(404, `No ${family} page at ${urlPathname}`)
  return { s, route, path: paged.base, page: paged.page }
}

/** The entity a route points at, or 404 when the table points at nothing (a broken snapshot would otherwise crash). */
export function entityOf<T extends EntityTable>(s: SiteStore, table: T, route: Route): Row<T> {
  const entity = route.id === undefined ? undefined : s.entity(table, route.id)
  if (!entity) throw render(404, `Route points at a missing entity (${route.kind} ${route.id ?? '-'})`)
  return entity
}

/** One page of a list (read as a window of the store's list), or 404 when the page number is past the end. */
export function pageOf<R extends ListRef>(
  ref: R,
  found: Found,
  size: number,
): { items: Array<ItemOf<R>>; paging: Paging } {
  const pages = pageCount(found.s.listLength(ref), size)
  if (found.page > pages) throw render(404, `${found.path} has ${pages} page(s), not ${found.page}`)
  const items = found.s.listWindow(ref, (found.page - 1) * size, found.page * size)
  return { items, paging: { page: found.page, pages, base: found.path } }
}
