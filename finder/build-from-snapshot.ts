// The fallback when a finder function finds no index file: build it in memory from the snapshot (SNAPSHOT_DIR), once
// per snapshot directory and process. Imported lazily (finder/load.ts), so a deployed function never carries the builder.
import { defaultSnapshotDir, loadSnapshot } from '#pipeline/snapshot/read.ts'
import { buildFinderIndex } from './build.ts'

const built = new Map<string, Buffer>()

export function buildFromSnapshot(dir: string = defaultSnapshotDir()): Buffer {
  let data = built.get(dir)
  if (!data) built.set(dir, (data = buildFinderIndex(loadSnapshot(dir)).data))
  return data
}
