// `vike prerender` — which the build does not run (sitebuild/prerender/ renders the site, decision 011), but which the
// byte-for-byte test compares the build with — gets its URLs and its store here: one hook lists every URL of the route
// table (pages/catch-all/+onBeforePrerenderStart.ts), and pages/+onPrerenderStart.ts hands every page the store of
// SNAPSHOT_DIR, as the prerender worker and the editors' functions pass theirs to renderPage, with the route it renders
// (its contexts were made before they had a store, so pages/+onCreatePageContext.server.ts could not look it up).
import { openSnapshot } from '#pipeline/snapshot/read.ts'
import { snapshotStore, type SiteStore } from '#pipeline/snapshot/store.ts'
import { siteUrls } from './prerender-urls.ts'
import { routeOfUrl, type Routed } from './route-data.ts'

/** What `vike prerender` has of a page before it renders: its URL and Vike's route result. */
type VikePageContext = { urlPathname: string; routeParams?: Record<string, string> }

/** Every page URL of the snapshot in SNAPSHOT_DIR. */
export const everyPageUrl = (): string[] => siteUrls(openSnapshot())

/** The pages `vike prerender` is about to render, each given the store of the snapshot in SNAPSHOT_DIR. */
export function withStore<T extends VikePageContext>(
  pageContexts: T[],
): Array<T & { store: SiteStore; routed?: Routed; bodyApart: true }> {
  const store = snapshotStore(openSnapshot())
  return pageContexts.map((pageContext) =>
    Object.assign(pageContext, {
      store,
      routed: routeOfUrl(store, pageContext.urlPathname, pageContext.routeParams ?? {}),
      // As the build's prerender worker renders them: each page's body apart from its data (decision 016).
      bodyApart: true as const,
    }),
  )
}
