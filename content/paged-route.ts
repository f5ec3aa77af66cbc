// https://vike.dev/route-function — a paged list's route: its family's route string (pipeline/snapshot/route-families.ts)
// at page 1, plus "pagina/N/" below it. Runs on the server and in the browser (client routing).
import { resolveRoute } from 'vike/routing'
import { FAMILIES, type FamilyName } from '#pipeline/snapshot/route-families.ts'
import { parsePagedPath } from './paging.ts'

/** The families whose page is a paged list (decision 002). */
export type PagedFamily = { [K in FamilyName]: (typeof FAMILIES)[K] extends { paged: object } ? K : never }[FamilyName]

/** The route function of a paged family's page (its +route.ts). */
export function pagedRoute(name: PagedFamily) {
  const routeString = FAMILIES[name].route
  return (pageContext: { urlPathname: string }) => {
    const paged = parsePagedPath(pageContext.urlPathname)
    if (!paged) return false
    const { match, routeParams } = resolveRoute(routeString, paged.base)
    // A glob route ("/categorie/*") needs at least one segment: "/categorie/" itself is not a term page.
    if (!match || routeParams['*'] === '') return false
    return { routeParams: { ...routeParams, page: String(paged.page) } }
  }
}

/** The route string of a family's page (its +route.ts): the one the families declare. */
export const familyRoute = (name: Exclude<FamilyName, PagedFamily>): string => FAMILIES[name].route
