// The fallback when a function finds no data files: build them in memory from the snapshot (SNAPSHOT_DIR), once per
// snapshot directory and process. Imported lazily, so a deployed function never loads the builder and its dependencies.
import { defaultSnapshotDir, loadSnapshot } from '#pipeline/snapshot/read.ts'
import { buildSearchData, type SearchData } from './build.ts'

const built = new Map<string, SearchData>()

export function buildFromSnapshot(dir: string = defaultSnapshotDir()): SearchData {
  let data = built.get(dir)
  if (!data) built.set(dir, (data = buildSearchData(loadSnapshot(dir)).data))
  return data
}
