// https://vike.dev/onCreatePageContext — server only, after Vike routed the URL to a page and before its +data: the
// route-table entry the page renders, looked up once (content/route-data.ts routeOfUrl) from Vike's route result, as
// pageContext.routed. Every +data takes it from there (routed()) instead of routing the URL again.
import type { PageContextServer } from 'vike/types'
import { routeOfUrl } from '#content/route-data.ts'

export function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.routed = routeOfUrl(pageContext.store, pageContext.urlPathname, pageContext.routeParams)
}
