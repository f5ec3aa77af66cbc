// https://vike.dev/route-function — a paged list's route: its route string at page 1, plus "pagina/N/" below it.
// Runs on the server and in the browser (client routing).
import { resolveRoute } from 'vike/routing'
import { parsePagedPath } from './paging.ts'

export function pagedRoute(routeString: string) {
  return (pageContext: { urlPathname: string }) => {
    const paged = parsePagedPath(pageContext.urlPathname)
    if (!paged) return false
    const { match, routeParams } = resolveRoute(routeString, paged.base)
    if (!match) return false
    return { routeParams: { ...routeParams, page: String(paged.page) } }
  }
}
