// The build's data for the editors' functions: the snapshot the build wrote (.snapshot/, shipped with them only, see
// sitebuild/netlify-functions.ts), read once per process by pipeline/snapshot/read.ts, and the store over it that an
// editor's live entity is laid in front of (pipeline/live/live-entity.ts `storeWith`).
import { openSnapshot } from '#pipeline/snapshot/read.ts'
import { snapshotStore, type SiteStore } from '#pipeline/snapshot/store.ts'
import type { StoredSnapshot } from '#pipeline/snapshot/stored.ts'

/** The build's snapshot, its big tables read on demand: what a live item is normalized against (terms, routes). */
export const buildSnapshot = (): StoredSnapshot => openSnapshot()

const stores = new WeakMap<StoredSnapshot, SiteStore>()

/** The build's store: one per opened snapshot, so its layout data is built once per process. */
export function buildStore(): SiteStore {
  const s = openSnapshot()
  let store = stores.get(s)
  if (!store) stores.set(s, (store = snapshotStore(s)))
  return store
}
