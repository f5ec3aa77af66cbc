// The pipeline's side of the lost-content comparison (lost-content.ts): the previous build's snapshot, still on disk
// before the new one is written, against the new one; only items whose content hash changed are read. No previous
// snapshot (the first build), one that cannot be read or one of another CMS: nothing to compare, nothing said.
import type { Snapshot } from '#lib/model/snapshot.ts'
import type { BuildReport } from '../report.ts'
import { openSnapshot, resetSnapshotCache } from '../snapshot/read.ts'
import type { StoredSnapshot } from '../snapshot/stored.ts'
import { findLostContent, lostContentEntry, previousContent } from './lost-content.ts'

/** `kept`: the snapshot on disk as this process wrote it (pipeline/incremental/reuse.ts keptSnapshot), read instead. */
export function reportLostContent(
  snapshotDir: string,
  next: Snapshot,
  report: BuildReport,
  kept?: StoredSnapshot,
): void {
  let previous: StoredSnapshot
  try {
    previous = kept ?? openSnapshot(snapshotDir)
  } catch {
    return
  }
  try {
    // A snapshot of another CMS is no previous build of this content.
    if (previous.manifest.cmsUrl !== next.manifest.cmsUrl) return
    const before = previous.manifest.hashes
    const changed = (key: string) => before[key] !== next.manifest.hashes[key]
    for (const lost of findLostContent(previousContent(previous), next, changed)) report.add(lostContentEntry(lost))
  } finally {
    // The previous snapshot is about to be replaced: nothing may keep reading it.
    resetSnapshotCache()
  }
}
