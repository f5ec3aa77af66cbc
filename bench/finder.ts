// bench:finder — the finder function on the generated set (3,000 vets and their clinics; docs/decisions/008-finder.md).
// Prints: index build time and size (raw, gzip); cold start (a fresh `node` process running the function bundled as
// Netlify bundles it: load the index, answer a radius + 2 filters + facets query); warm p50/p95 of 200 such queries;
// requests per second with autocannon against the function behind node:http on loopback.
// Targets: warm p95 ≤ 20 ms, cold start ≤ 300 ms, no errors under load.
// BENCH_SNAPSHOT_DIR=<dir> reuses a snapshot of the generated set instead of generating it and running the pipeline.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildFinderIndex } from '#finder/build.ts'
import { loadSnapshot } from '#pipeline/snapshot/read.ts'
import { writeFinderIndex } from '#sitebuild/build-finder-index.ts'
import { finderQueries } from './finder-queries.ts'
import {
  COLD_RUNS,
  bundle,
  coldStart,
  load,
  median,
  ms,
  printTargets,
  snapshotDir,
  warm,
} from './lib/function-bench.ts'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000)
const VETS = Number(process.env.BENCH_VETS ?? 3_000)
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-finder-'))
const dataDir = path.join(tmp, 'data')
const kb = (bytes: number) => `${(bytes / 1e3).toFixed(0)} kB`

/** A bare `node` process's time to its first line: what the machine adds to every cold start before our code runs. */
function bareNode(): number {
  return median(
    Array.from({ length: COLD_RUNS }, () => {
      const r = spawnSync(process.execPath, ['-e', 'console.log(performance.now())'], { encoding: 'utf8' })
      return Number(r.stdout.trim())
    }),
  )
}

try {
  const snapshot = loadSnapshot(await snapshotDir(tmp, ARTICLES, VETS))
  const { data, stats } = buildFinderIndex(snapshot)
  writeFinderIndex(data, dataDir)
  process.env.SEARCH_DATA_DIR = dataDir
  const queries = finderQueries(snapshot, 200)
  const bundles = await bundle(tmp, { cold: 'finder-cold.ts', serve: 'finder-serve.ts' })
  const cold = coldStart(bundles.cold, queries[0] ?? '', dataDir)
  const bare = bareNode()
  const { default: finder } = await import('#functions/finder.ts') // after SEARCH_DATA_DIR is set
  const warmRun = await warm(finder, '/api/search/finder', queries)
  const cannon = await load(bundles.serve, dataDir, '/api/search/finder', queries)
  const coldMs = median(cold.map((r) => r.answered))

  console.log(
    `bench:finder — ${stats.clinics} clinics and ${stats.vets} vets, ${stats.terms} finder terms, ${stats.issues} issues`,
  )
  console.log(
    `  index: built in ${ms(stats.ms)}; finder-index.bin ${kb(data.length)} (gzip ${kb(gzipSync(data).length)})`,
  )
  console.log(
    `  cold start, first request a radius + 2 filters + facets query: ${ms(coldMs)} from process start to answer ` +
      `(module loaded at ${ms(median(cold.map((r) => r.imported)))}; load + first answer ${ms(median(cold.map((r) => r.answered - r.imported)))}; ` +
      `median of ${COLD_RUNS}; heap ${median(cold.map((r) => r.heapMb)).toFixed(0)} MB, RSS ${median(cold.map((r) => r.rssMb)).toFixed(0)} MB; ${cold[0]?.total ?? 0} results; ` +
      `a bare node process takes ${ms(bare)} to its first line on this machine now)`,
  )
  console.log(
    `  warm, 200 queries (postcode + radius 10–50 km, 2 filters, facets, size 9): p50 ${ms(warmRun.p50)}, p95 ${ms(warmRun.p95)}, max ${ms(warmRun.max)} (${warmRun.hits} with results)`,
  )
  console.log(
    `  autocannon, 16 connections, 10 s, the 200 queries above: ${cannon.requests.average.toFixed(0)} req/s, latency p50 ${ms(cannon.latency.p50)}, ` +
      `p99 ${ms(cannon.latency.p99)}, max ${ms(cannon.latency.max)}; ${cannon.errors} errors, ${cannon.timeouts} timeouts, ${cannon.non2xx} non-2xx`,
  )
  const failures = cannon.errors + cannon.timeouts + cannon.non2xx
  const targets: [string, boolean][] = [
    [`warm p95 ≤ 20 ms (${ms(warmRun.p95)})`, warmRun.p95 <= 20],
    [`cold start ≤ 300 ms (${ms(coldMs)})`, coldMs <= 300],
    [`no errors (${failures})`, failures === 0],
  ]
  printTargets(targets)
} finally {
  rmSync(tmp, { recursive: true, force: true })
}
