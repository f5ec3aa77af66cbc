// bench:publish's search data stage taken apart: the warm builder's data worker builds the search data of a snapshot it
// has built before (its analysis cache and memo kept in memory, sitebuild/build-search-index.ts), as after an edit of one
// article; each part of that build is timed (the snapshot read, the documents, the compound parts, the two postings,
// the cards, the containers, the write). Against the snapshot bench:publish keeps with BENCH_PUBLISH_KEEP=1
// (dist/.bench-publish; BENCH_PLAN_DIR=<folder with snapshot/>); BENCH_PLAN_RUNS (default 3) warm builds, the median
// printed. Writes only into a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildSearchIndex, type KeptSearchState } from '#sitebuild/build-search-index.ts'
import { buildFinderIndexFile } from '#sitebuild/build-finder-index.ts'
import { resetSnapshotCache } from '#pipeline/snapshot/read.ts'
import { ROOT } from './support.ts'

const dir = path.resolve(process.env.BENCH_PLAN_DIR ?? path.join(ROOT, 'dist', '.bench-publish'))
const snapshotDir = path.join(dir, 'snapshot')
const runs = Math.max(1, Number(process.env.BENCH_PLAN_RUNS ?? 3))
const out = mkdtempSync(path.join(os.tmpdir(), 'publish-search-'))
const outDir = path.join(out, 'functions-data')
const kept: KeptSearchState = {}
const rows = new Map<string, number[]>()
const add = (name: string, ms: number) => rows.set(name, [...(rows.get(name) ?? []), ms])
try {
  for (let run = -1; run < runs; run++) {
    resetSnapshotCache()
    const lines: string[] = []
    const t0 = performance.now()
    const { stats } = buildSearchIndex(snapshotDir, outDir, (l) => lines.push(l), kept)
    const t1 = performance.now()
    buildFinderIndexFile(snapshotDir, outDir, () => undefined)
    const t2 = performance.now()
    if (run < 0) {
      console.log(`publish-search: ${snapshotDir}: first build ${((t1 - t0) / 1000).toFixed(1)} s (not counted)`)
      continue
    }
    const read = /snapshot read in ([\d.]+) s/.exec(lines[0] ?? '')?.[1]
    add('search data (total)', t1 - t0)
    add('  snapshot read', Number(read ?? NaN) * 1000)
    for (const [k, v] of Object.entries(stats.ms)) add(`  ${k}`, v)
    add('finder data', t2 - t1)
  }
} finally {
  rmSync(out, { recursive: true, force: true })
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)] ?? 0
for (const [name, list] of rows) console.log(`  ${name.padEnd(22)} ${median(list).toFixed(0).padStart(6)} ms`)
