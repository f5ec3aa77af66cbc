// bench:pipeline — the generated 10,000-article set behind the local CMS with 20 ms latency per request.
// Prints wall time, the ideal time (requests × latency ÷ concurrency), their ratio, requests/s and peak RSS,
// at concurrency 16 and 1, and whether both runs wrote the same snapshot. Targets: ratio ≤ 1.3, RSS ≤ 1 GB.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GENERATED, ensureGenerated, runJson, startCms } from './support.ts'

type Result = {
  concurrency: number
  requests: number
  retries: number
  ms: number
  skipped: number
  routes: number
  phases: { fetch: number; normalize: number; write: number }
  counts: Record<string, number>
  contentHash: string
  peakRssMb: number
}

const LATENCY = 20
const articles = Number(process.env.BENCH_ARTICLES ?? 10_000)
const vets = Number(process.env.BENCH_VETS ?? 3_000)
ensureGenerated(articles, vets)
// No gzip on loopback: the figures are the pipeline's, not the local CMS's compression (BENCH_CMS_GZIP=1 to include it).
const cms = await startCms(GENERATED, `latency=${LATENCY}`, { CMS_GZIP: process.env.BENCH_CMS_GZIP ?? '0' })
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-pipeline-'))
try {
  // Warm-up run (not measured): the local CMS builds and caches its REST objects on first request, as a WordPress object cache would.
  runJson<Result>('bench/pipeline-run.ts', {
    CMS_API_URL: cms.url,
    SNAPSHOT_DIR: path.join(tmp, 'warm'),
    BUILD_REPORT: path.join(tmp, 'warm.json'),
  })
  const results: Result[] = []
  for (const concurrency of [16, 1]) {
    results.push(
      runJson<Result>('bench/pipeline-run.ts', {
        CMS_API_URL: cms.url,
        PIPELINE_CONCURRENCY: String(concurrency),
        SNAPSHOT_DIR: path.join(tmp, `snapshot-${concurrency}`),
        BUILD_REPORT: path.join(tmp, `report-${concurrency}.json`),
      }),
    )
  }
  console.log(`bench:pipeline — ${articles} articles, ${vets} vets, ${LATENCY} ms latency per request`)
  for (const r of results) {
    const ideal = (r.requests * LATENCY) / r.concurrency
    console.log(
      `  concurrency ${String(r.concurrency).padStart(2)}: wall ${(r.ms / 1000).toFixed(2)} s ` +
        `(fetch ${(r.phases.fetch / 1000).toFixed(2)} s, normalize ${(r.phases.normalize / 1000).toFixed(2)} s, write ${(r.phases.write / 1000).toFixed(2)} s); ` +
        `${r.requests} requests, ideal ${(ideal / 1000).toFixed(2)} s, fetch/ideal ${(r.phases.fetch / ideal).toFixed(2)}, ` +
        `wall/ideal ${(r.ms / ideal).toFixed(2)}, ${(r.requests / (r.phases.fetch / 1000)).toFixed(0)} req/s while fetching, ` +
        `peak RSS ${r.peakRssMb.toFixed(0)} MB, ${r.skipped} left out, ${r.routes} routes`,
    )
  }
  const [a, b] = results
  const same = Boolean(a && b && a.contentHash === b.contentHash)
  console.log(`  same snapshot at concurrency 16 and 1: ${same ? 'yes' : 'NO'} (${a?.contentHash.slice(0, 12)})`)
  if (a) {
    const ratio = a.ms / ((a.requests * LATENCY) / a.concurrency)
    const targets: [string, boolean][] = [
      [`wall/ideal ≤ 1.3 at concurrency 16 (${ratio.toFixed(2)})`, ratio <= 1.3],
      [
        `peak RSS ≤ 1 GB (${Math.max(...results.map((r) => r.peakRssMb)).toFixed(0)} MB)`,
        results.every((r) => r.peakRssMb <= 1024),
      ],
      ['same snapshot at concurrency 1', same],
    ]
    console.log(`  targets: ${targets.map(([label, met]) => `${met ? 'met' : 'MISSED'}: ${label}`).join('; ')}`)
  }
} finally {
  cms.stop()
  rmSync(tmp, { recursive: true, force: true })
}
