// The snapshot for pages and functions: loaded once per process (see pipeline/snapshot/read.ts). An editor's private
// page or draft preview renders with the same pages over the same snapshot plus one live entity: `withSnapshot` runs a
// render with such an overlaid snapshot (functions/_lib/editor-render.ts). The store sits on globalThis because the
// built server bundle (dist/server) and the function that calls it each hold their own copy of this module.
import { AsyncLocalStorage } from 'node:async_hooks'
import { loadSnapshot } from '#pipeline/snapshot/read.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'

const KEY = Symbol.for('hoefslag.snapshot-overlay')
type Holder = { [KEY]?: AsyncLocalStorage<Snapshot> }
const holder = globalThis as Holder
const overlay: AsyncLocalStorage<Snapshot> = (holder[KEY] ??= new AsyncLocalStorage<Snapshot>())

export function snapshot(): Snapshot {
  return overlay.getStore() ?? loadSnapshot()
}

/** Runs `fn` (and everything it awaits) with `s` as the snapshot every page reads. */
export function withSnapshot<T>(s: Snapshot, fn: () => T): T {
  return overlay.run(s, fn)
}
