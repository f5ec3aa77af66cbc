// https://vike.dev/onCreateGlobalContext — server only: the layout data from the snapshot, once per process, and the
// URL of the same data as a static asset (written by scripts/postbuild), which is all the HTML passes to the browser.
import type { GlobalContextServer } from 'vike/types'
import { buildLayoutData } from '#content/layout.ts'
import { layoutAsset } from '#content/layout-asset.ts'
import { snapshot } from '#content/snapshot.server.ts'

export async function onCreateGlobalContext(globalContext: GlobalContextServer) {
  globalContext.layout = buildLayoutData(snapshot())
  globalContext.layoutUrl = layoutAsset(globalContext.layout).url
}
