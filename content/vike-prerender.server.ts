// `vike prerender` — which the build does not run (scripts/prerender/ renders the site, decision 011), but which the
// byte-for-byte test compares the build with — gets its URLs and its store here: one hook lists every URL of the route
// table (pages/catch-all/+onBeforePrerenderStart.ts), and pages/+onPrerenderStart.ts hands every page the store of
// SNAPSHOT_DIR, as the prerender worker and the editors' functions pass theirs to renderPage.
import { openSnapshot } from '#pipeline/snapshot/read.ts'
import { snapshotStore, type SiteStore } from '#pipeline/snapshot/store.ts'
import { siteUrls } from './prerender-urls.ts'

/** Every page URL of the snapshot in SNAPSHOT_DIR. */
export const everyPageUrl = (): string[] => siteUrls(openSnapshot())

/** The pages `vike prerender` is about to render, each given the store of the snapshot in SNAPSHOT_DIR. */
export function withStore<T extends object>(pageContexts: T[]): Array<T & { store: SiteStore }> {
  const store = snapshotStore(openSnapshot())
  return pageContexts.map((pageContext) => Object.assign(pageContext, { store }))
}
