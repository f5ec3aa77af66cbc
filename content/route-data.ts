// What every page's +data shares: the route it renders (looked up once per render, pageContext.routed) or 404, and
// paging. Server only: it reads the store the page was handed (pageContext.store, pipeline/snapshot/store.ts).
import { render } from 'vike/abort'
import type { EntityTable, Route } from '#lib/model/snapshot.ts'
import type { EntityRow } from '#lib/model/snapshot.ts'
import type { ItemOf, ListRef, SiteStore } from '#pipeline/snapshot/store.ts'
import { routeFor, type FamilyName } from './route-families.ts'
import { pageCount, parsePagedPath, type Paging } from './paging.ts'

export type { SiteStore }
/** The route-table entry a page renders, found once per render (routeOfUrl): its path, and the list page asked for. */
export type Routed = { route: Route; path: string; page: number }
export type Found = Routed & { s: SiteStore }
/** What a +data reads of its pageContext: the store and the route it renders (pages/+onCreatePageContext.server.ts). */
export type StoreContext = { urlPathname: string; store: SiteStore; routed?: Routed | undefined }

/**
 * The route-table entry of a URL Vike routed to a page, or undefined when the table has none: the one lookup of a
 * render (pages/+onCreatePageContext.server.ts), from Vike's route result — the page number its paged routes found
 * (content/paged-route.ts) — and the URL's path. Paged list URLs resolve to their list's entry.
 */
export function routeOfUrl(
  store: SiteStore,
  urlPathname: string,
  routeParams: Readonly<Record<string, string>>,
): Routed | undefined {
  // Vike prerenders a static route at its route string ("/academy"); the route table's paths end in a slash.
  const url = urlPathname.endsWith('/') ? urlPathname : `${urlPathname}/`
  const paged = routeParams.page === undefined ? parsePagedPath(url) : { base: url, page: Number(routeParams.page) }
  if (!paged) return undefined
  const path =
    paged.page > 1 && routeParams.page !== undefined ? url.slice(0, -`pagina/${paged.page}/`.length) : paged.base
  const route = store.route(path)
  return route && { route, path, page: paged.page }
}

/** The route this page renders when it belongs to `family`, or Vike's 404. */
export function routed(family: FamilyName, pageContext: StoreContext): Found {
  const found = pageContext.routed
  if (!found || !routeFor({ route: () => found.route }, family, found.path))
    throw render(404, `No ${family} page at ${pageContext.urlPathname}`)
  return { ...found, s: pageContext.store }
}

/** The entity a route points at, or 404 when the table points at nothing (a broken snapshot would otherwise crash). */
export function entityOf<T extends EntityTable>(s: SiteStore, table: T, route: Route): EntityRow<T> {
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
