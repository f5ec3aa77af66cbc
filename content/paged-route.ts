// https://vike.dev/route-function — a paged list's route: its route string at page 1, plus "pagina/N/" below it.
// Runs on the server and in the browser (client routing).
import { resolveRoute } from 'vike/routing'
import { parsePagedPath } from './paging.ts'

/** The paged lists' Vike route strings (decision 002): each family's +route and the host's `?page=N` redirects. */
export const PAGED_LIST_ROUTES = {
  kennisbank: '/kennisbank',
  nieuws: '/nieuws',
  finder: '/finder',
  /** Hierarchical taxonomies: a child term lives under its parents, /categorie/{parent}/{child}/ (decision 006). */
  kennisbankCategory: '/kennisbank-cat/*',
  category: '/categorie/*',
  tag: '/tag/@slug',
  author: '/auteurs/@slug',
} as const

export function pagedRoute(routeString: string) {
  return (pageContext: { urlPathname: string }) => {
    const paged = parsePagedPath(pageContext.urlPathname)
    if (!paged) return false
    const { match, routeParams } = resolveRoute(routeString, paged.base)
    // A glob route ("/categorie/*") needs at least one segment: "/categorie/" itself is not a term page.
    if (!match || routeParams['*'] === '') return false
    return { routeParams: { ...routeParams, page: String(paged.page) } }
  }
}
