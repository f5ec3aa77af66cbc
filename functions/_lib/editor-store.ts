// The build's data for the editors' functions: the snapshot the build wrote (.snapshot/, shipped with them only, see
// scripts/netlify-functions.ts), read once per process by pipeline/snapshot/read.ts, and the store over it that an
// editor's live entity is laid in front of (pipeline/live/live-entity.ts `storeWith`).
import type { Snapshot } from '#lib/model/snapshot.ts'
import { loadSnapshot } from '#pipeline/snapshot/read.ts'
import { snapshotStore, type SiteStore } from '#pipeline/snapshot/store.ts'

/** The build's snapshot: what a live item is normalized against (its terms, authors, routes). */
export const buildSnapshot = (): Snapshot => loadSnapshot()

const stores = new WeakMap<Snapshot, SiteStore>()

/** The build's store: one per loaded snapshot, so its layout data is built once per process. */
export function buildStore(): SiteStore {
  const s = loadSnapshot()
  let store = stores.get(s)
  if (!store) stores.set(s, (store = snapshotStore(s)))
  return store
}
