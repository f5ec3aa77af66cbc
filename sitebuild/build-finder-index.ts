// Builds the finder functions' index from the snapshot, once per build: SNAPSHOT_DIR (default .snapshot) →
// SEARCH_DATA_DIR (default <DIST_DIR>/functions-data)/finder-index.bin, beside the search data.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildFinderIndex } from '#finder/build.ts'
import { FINDER_DATA_FILE } from '#finder/index-data.ts'
import type { FinderMemo } from '#finder/memo.ts'
import { defaultSnapshotDir, loadSnapshot } from '#pipeline/snapshot/read.ts'
import type { StoredSnapshot } from '#pipeline/snapshot/stored.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { searchDataDir } from '#search/data-files.ts'

/** Writes the index atomically (temp file + rename): a function never reads half a file. */
export function writeFinderIndex(data: Buffer, dir: string): string {
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, FINDER_DATA_FILE)
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, data)
  renameSync(temp, file)
  return file
}

/** `memo`: the clinics and vets made by the last build of this process, reused where their inputs are the same. */
export function buildFinderIndexFile(
  snapshot: Snapshot | StoredSnapshot | string = defaultSnapshotDir(),
  outDir = searchDataDir(),
  log: (line: string) => void = console.log,
  memo?: FinderMemo,
) {
  const s = typeof snapshot === 'string' ? loadSnapshot(snapshot) : snapshot
  const { data, stats } = buildFinderIndex(s, undefined, memo)
  memo?.commit()
  writeFinderIndex(data, outDir)
  log(
    `finder index: ${stats.clinics} clinics, ${stats.vets} vets, ${stats.terms} terms, ${stats.issues} issues, built in ${stats.ms.toFixed(0)} ms${memo ? ` (${memo.misses} made, ${memo.hits} as the last build made them)` : ''} → ` +
      `${FINDER_DATA_FILE} ${(data.length / 1e6).toFixed(2)} MB`,
  )
  return stats
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    buildFinderIndexFile()
  } catch (error) {
    console.error(`build-finder-index failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
