// Shared parts of the function benches (bench/search.ts, bench/finder.ts): the snapshot of the generated set, the
// esbuild bundles of the bench entries, cold starts in fresh processes, warm percentiles in process, an autocannon run
// against the function behind node:http, and the targets and machine lines they print.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { build } from 'esbuild'
import { z } from 'zod'
import { GENERATED, ROOT, ensureGenerated, startCms } from '../support.ts'

export const COLD_RUNS = 7
export const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )

type Handler = (request: Request) => Promise<Response>

/** BENCH_SNAPSHOT_DIR, or a snapshot of the generated set (made if needed) written by the pipeline into `tmp`. */
export async function snapshotDir(tmp: string, articles: number, vets: number): Promise<string> {
  if (process.env.BENCH_SNAPSHOT_DIR) return path.resolve(process.env.BENCH_SNAPSHOT_DIR)
  ensureGenerated(articles, vets)
  const cms = await startCms(GENERATED, '', { CMS_GZIP: '0' })
  const dir = path.join(tmp, 'snapshot')
  try {
    console.log('running the pipeline on the generated set …')
    const env = {
      ...process.env,
      CI: '1',
      CMS_API_URL: cms.url,
      SNAPSHOT_DIR: dir,
      BUILD_REPORT: path.join(tmp, 'report.json'),
    }
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['pipeline/cli.ts'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    })
    if (run.status !== 0) throw new Error(`pipeline failed:\n${run.stderr}\n${run.stdout}`)
  } finally {
    cms.stop()
  }
  return dir
}

/** The bench entries (name → file in bench/) bundled with esbuild, as Netlify deploys TypeScript functions. */
export async function bundle<N extends string>(tmp: string, entries: Record<N, string>): Promise<Record<N, string>> {
  const outdir = path.join(tmp, 'bundle')
  mkdirSync(outdir)
  const names = Object.keys(entries) as N[]
  await build({
    entryPoints: Object.fromEntries(names.map((name) => [name, path.join(ROOT, 'bench', entries[name])])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  })
  return Object.fromEntries(names.map((name) => [name, path.join(outdir, `${name}.mjs`)])) as Record<N, string>
}

const ColdSchema = z.object({
  imported: z.number(),
  answered: z.number(),
  status: z.number(),
  total: z.number(),
  heapMb: z.number(),
  rssMb: z.number(),
})
export type Cold = z.infer<typeof ColdSchema>

/** COLD_RUNS fresh `node` processes of a bundled cold entry (bench/lib/cold.ts), each answering `query` once. */
export function coldStart(script: string, query: string, dataDir: string): Cold[] {
  return Array.from({ length: COLD_RUNS }, () => {
    const r = spawnSync(process.execPath, [script, query], {
      env: { ...process.env, SEARCH_DATA_DIR: dataDir },
      encoding: 'utf8',
    })
    const line = r.stdout.trim().split('\n').pop() ?? ''
    if (r.status !== 0 || !line.startsWith('{')) throw new Error(`cold start run failed:\n${r.stderr}`)
    return ColdSchema.parse(JSON.parse(line))
  })
}

/** Warm timings in this process: 50 queries to warm up, then every query timed (x-total-results > 0 counts a hit). */
export async function warm(
  handler: Handler,
  endpoint: string,
  queries: string[],
): Promise<{ p50: number; p95: number; max: number; hits: number }> {
  const ask = async (q: string) => {
    const response = await handler(new Request(`http://localhost${endpoint}?${q}`))
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

/** autocannon (2 s warm-up, then 16 connections for 10 s) against a bundled serve entry (bench/lib/serve.ts). */
export async function load(script: string, dataDir: string, endpoint: string, queries: string[]) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, SEARCH_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) =>
        resolve(z.object({ port: z.number() }).parse(JSON.parse(chunk.toString())).port),
      )
      child.once('exit', (code) => reject(new Error(`${endpoint} server exited (${code})`)))
    })
    const requests = queries.map((q) => ({ method: 'GET' as const, path: `${endpoint}?${q}` }))
    await autocannon({ url: `http://127.0.0.1:${port}`, connections: 4, duration: 2, requests }) // warm-up
    return await autocannon({ url: `http://127.0.0.1:${port}`, connections: 16, duration: 10, requests })
  } finally {
    child.kill('SIGTERM')
  }
}

/** Prints the targets line (each met or MISSED) and the machine line. */
export function printTargets(targets: [label: string, met: boolean][]) {
  console.log(`  targets: ${targets.map(([label, met]) => `${met ? 'met' : 'MISSED'}: ${label}`).join('; ')}`)
  console.log(
    `  machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (other processes make the figures worse, not better)`,
  )
}
