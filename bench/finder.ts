// bench:finder — the finder function on the generated set (3,000 vets and their clinics; docs/decisions/008-finder.md).
// Prints: index build time and size (raw, gzip); cold start (a fresh `node` process running the function bundled as
// Netlify bundles it: load the index, answer a radius + 2 filters + facets query); warm p50/p95 of 200 such queries;
// requests per second with autocannon against the function behind node:http on loopback.
// Targets: warm p95 ≤ 20 ms, cold start ≤ 300 ms, no errors under load.
// BENCH_SNAPSHOT_DIR=<dir> reuses a snapshot of the generated set instead of generating it and running the pipeline.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { build } from 'esbuild'
import { z } from 'zod'
import { buildFinderIndex } from '../finder/build.ts'
import { loadSnapshot } from '../pipeline/snapshot/read.ts'
import { writeFinderIndex } from '../scripts/build-finder-index.ts'
import { finderQueries } from './finder-queries.ts'
import { GENERATED, ROOT, ensureGenerated, startCms } from './support.ts'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000)
const VETS = Number(process.env.BENCH_VETS ?? 3_000)
const COLD_RUNS = 7
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-finder-'))
const dataDir = path.join(tmp, 'data')
const kb = (bytes: number) => `${(bytes / 1e3).toFixed(0)} kB`
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50)

async function snapshotDir(): Promise<string> {
  if (process.env.BENCH_SNAPSHOT_DIR) return path.resolve(process.env.BENCH_SNAPSHOT_DIR)
  ensureGenerated(ARTICLES, VETS)
  const cms = await startCms(GENERATED, '', { CMS_GZIP: '0' })
  const dir = path.join(tmp, 'snapshot')
  try {
    console.log('running the pipeline on the generated set …')
    const env = { ...process.env, CI: '1', CMS_API_URL: cms.url, SNAPSHOT_DIR: dir, BUILD_REPORT: path.join(tmp, 'report.json') }
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['pipeline/cli.ts'], { cwd: ROOT, env, encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`pipeline failed:\n${run.stderr}\n${run.stdout}`)
  } finally {
    cms.stop()
  }
  return dir
}

/** The function entries bundled with esbuild, as Netlify deploys TypeScript functions. */
async function bundle(): Promise<{ cold: string; serve: string }> {
  const outdir = path.join(tmp, 'bundle')
  mkdirSync(outdir)
  await build({
    entryPoints: { cold: path.join(ROOT, 'bench/finder-cold.ts'), serve: path.join(ROOT, 'bench/finder-serve.ts') },
    outdir, bundle: true, platform: 'node', format: 'esm', target: 'node20', outExtension: { '.js': '.mjs' }, logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  })
  return { cold: path.join(outdir, 'cold.mjs'), serve: path.join(outdir, 'serve.mjs') }
}

const ColdSchema = z.object({ imported: z.number(), answered: z.number(), status: z.number(), total: z.number(), heapMb: z.number(), rssMb: z.number() })

function coldStart(script: string, query: string) {
  return Array.from({ length: COLD_RUNS }, () => {
    const r = spawnSync(process.execPath, [script, query], { env: { ...process.env, SEARCH_DATA_DIR: dataDir }, encoding: 'utf8' })
    const line = r.stdout.trim().split('\n').pop() ?? ''
    if (r.status !== 0 || !line.startsWith('{')) throw new Error(`cold start run failed:\n${r.stderr}`)
    return ColdSchema.parse(JSON.parse(line))
  })
}

/** A bare `node` process's time to its first line: what the machine adds to every cold start before our code runs. */
function bareNode(): number {
  return median(Array.from({ length: COLD_RUNS }, () => {
    const r = spawnSync(process.execPath, ['-e', 'console.log(performance.now())'], { encoding: 'utf8' })
    return Number(r.stdout.trim())
  }))
}

async function warm(queries: string[]) {
  const { default: finder } = await import('../functions/finder.ts')
  const ask = async (q: string) => {
    const response = await finder(new Request(`http://localhost/api/search/finder?${q}`))
    await response.text()
    if (response.status !== 200) throw new Error(`${q}: status ${response.status}`)
    return Number(response.headers.get('x-total-results'))
  }
  for (const q of queries.slice(0, 50)) await ask(q)
  const times: number[] = []
  let hits = 0
  for (const q of queries) {
    const t = performance.now()
    if ((await ask(q)) > 0) hits++
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] ?? NaN, hits }
}

async function load(script: string, queries: string[]) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, SEARCH_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(z.object({ port: z.number() }).parse(JSON.parse(chunk.toString())).port))
      child.once('exit', (code) => reject(new Error(`finder server exited (${code})`)))
    })
    const requests = queries.map((q) => ({ method: 'GET' as const, path: `/api/search/finder?${q}` }))
    await autocannon({ url: `http://127.0.0.1:${port}`, connections: 4, duration: 2, requests }) // warm-up
    return await autocannon({ url: `http://127.0.0.1:${port}`, connections: 16, duration: 10, requests })
  } finally {
    child.kill('SIGTERM')
  }
}

try {
  const snapshot = loadSnapshot(await snapshotDir())
  const { data, stats } = buildFinderIndex(snapshot)
  writeFinderIndex(data, dataDir)
  process.env.SEARCH_DATA_DIR = dataDir
  const queries = finderQueries(snapshot, 200)
  const bundles = await bundle()
  const cold = coldStart(bundles.cold, queries[0] ?? '')
  const bare = bareNode()
  const warmRun = await warm(queries)
  const cannon = await load(bundles.serve, queries)
  const coldMs = median(cold.map((r) => r.answered))

  console.log(`bench:finder — ${stats.clinics} clinics and ${stats.vets} vets, ${stats.terms} finder terms, ${stats.issues} issues`)
  console.log(`  index: built in ${ms(stats.ms)}; finder-index.bin ${kb(data.length)} (gzip ${kb(gzipSync(data).length)})`)
  console.log(`  cold start, first request a radius + 2 filters + facets query: ${ms(coldMs)} from process start to answer ` +
    `(module loaded at ${ms(median(cold.map((r) => r.imported)))}; load + first answer ${ms(median(cold.map((r) => r.answered - r.imported)))}; ` +
    `median of ${COLD_RUNS}; heap ${median(cold.map((r) => r.heapMb)).toFixed(0)} MB, RSS ${median(cold.map((r) => r.rssMb)).toFixed(0)} MB; ${cold[0]?.total ?? 0} results; ` +
    `a bare node process takes ${ms(bare)} to its first line on this machine now)`)
  console.log(`  warm, 200 queries (postcode + radius 10–50 km, 2 filters, facets, size 9): p50 ${ms(warmRun.p50)}, p95 ${ms(warmRun.p95)}, max ${ms(warmRun.max)} (${warmRun.hits} with results)`)
  console.log(`  autocannon, 16 connections, 10 s, the 200 queries above: ${cannon.requests.average.toFixed(0)} req/s, latency p50 ${ms(cannon.latency.p50)}, ` +
    `p99 ${ms(cannon.latency.p99)}, max ${ms(cannon.latency.max)}; ${cannon.errors} errors, ${cannon.timeouts} timeouts, ${cannon.non2xx} non-2xx`)
  const failures = cannon.errors + cannon.timeouts + cannon.non2xx
  const targets: [string, boolean][] = [
    [`warm p95 ≤ 20 ms (${ms(warmRun.p95)})`, warmRun.p95 <= 20],
    [`cold start ≤ 300 ms (${ms(coldMs)})`, coldMs <= 300],
    [`no errors (${failures})`, failures === 0],
  ]
  console.log(`  targets: ${targets.map(([label, met]) => `${met ? 'met' : 'MISSED'}: ${label}`).join('; ')}`)
  console.log(`  machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (other processes make the figures worse, not better)`)
} finally {
  rmSync(tmp, { recursive: true, force: true })
}
