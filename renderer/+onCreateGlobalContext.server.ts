// https://vike.dev/onCreateGlobalContext — server only: the layout data from the snapshot, once per process.
import type { GlobalContextServer } from 'vike/types'
import { buildLayoutData } from '../content/layout.ts'
import { snapshot } from '../content/snapshot.server.ts'

export async function onCreateGlobalContext(globalContext: GlobalContextServer) {
  globalContext.layout = buildLayoutData(snapshot())
}
