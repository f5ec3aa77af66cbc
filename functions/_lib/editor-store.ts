// The build's data for the editors' functions, held by the site handle (lib/site-handle.ts): the snapshot the build
// wrote (.snapshot/, shipped with them only, see sitebuild/netlify-functions.ts), opened on first use, and the store
// over it that an editor's live entity is laid in front of (pipeline/live/live-entity.ts `storeWith`); the layout data
// is built once per store (`store.derived`), so once per handle.
import { openSnapshotAnew } from '#pipeline/snapshot/read.ts'
import { snapshotStore } from '#pipeline/snapshot/store.ts'
import { sitePart } from '#lib/site-handle.ts'

/** The build's snapshot, its big tables read on demand: what a live item is normalized against (terms, routes). */
export const BUILD_SNAPSHOT = sitePart('snapshot', (site) => openSnapshotAnew(site.dirs.snapshotDir))

/** The build's store over that snapshot. */
export const BUILD_STORE = sitePart('store', (site) => snapshotStore(site.get(BUILD_SNAPSHOT)))
