// bench/render-profile.ts — one prerender worker's render, for profiling and for comparing a change's cost on a shared
// machine: prints wall and CPU time a page (CPU of every thread of the process, from the first finished batch on, so
// the snapshot's and bundle's loading are left out). Renders every PROFILE_EVERY-th page (default 1) of the snapshot's
// site into DIST_DIR/client with PROFILE_WORKERS threads (default 1), over an existing `vike build` in DIST_DIR:
//   SNAPSHOT_DIR=.snapshot-10k DIST_DIR=dist/prof node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/render-profile.ts
// `node --cpu-prof` writes one .cpuprofile per worker thread; `npx tsx bench/lib/cpuprofile-summary.ts <file>` sums it
// by function and by module. PROFILE_LIMIT=1 then renders the same pages as bench:build's limit does (a bare
// renderToString of each page's React tree + write, same threads) and prints prerender ÷ limit for these pages.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { siteUrls } from '#content/prerender-urls.ts'
import { pageJobs } from '#sitebuild/prerender/driver.ts'
import { readPlanSnapshot } from '#sitebuild/prerender/globals.ts'
import { renderInWorkers } from '#sitebuild/prerender/pool.ts'
import type { LimitInput, LimitRendered } from './lib/limit-worker.ts'

const snapshotDir = path.resolve(process.env.SNAPSHOT_DIR ?? '.snapshot')
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const every = Math.max(1, Number(process.env.PROFILE_EVERY ?? 1))
const count = Math.max(1, Number(process.env.PROFILE_WORKERS ?? 1))
const s = readPlanSnapshot(snapshotDir)
const jobs = pageJobs(
  siteUrls(s, () => undefined),
  s.routes,
).filter((_, i) => i % every === 0)
const started = performance.now()
let first: { at: number; cpu: NodeJS.CpuUsage; pages: number } | undefined
let done = 0
const rendered = await renderInWorkers(jobs, {
  input: { distDir, clientDir: path.join(distDir, 'client'), snapshotDir },
  count,
  env: { ...process.env, SNAPSHOT_DIR: snapshotDir },
  onProgress: (n) => {
    done += n
    first ??= { at: performance.now(), cpu: process.cpuUsage(), pages: done }
  },
})
const ended = performance.now()
const ms = ended - started
if (!first) throw new Error('nothing rendered')
const used = process.cpuUsage(first.cpu)
const pages = rendered.length - first.pages
const a = (n: number) => (n / pages).toFixed(2)
console.log(
  `${rendered.length} pages, ${count} worker(s), ${(ms / 1000).toFixed(1)} s; after the first batch: ` +
    `${a((ended - first.at) * count)} ms a page a worker (wall), CPU ${a((used.user + used.system) / 1000)} ms a page`,
)

if (process.env.PROFILE_LIMIT === '1') {
  const limitDir = await mkdtemp(path.join(os.tmpdir(), 'render-limit-'))
  const limitInput: LimitInput = { distDir, snapshotDir, limitDir }
  const bare = await renderInWorkers<LimitRendered>(jobs, {
    entry: new URL('./lib/limit-worker-entry.mjs', import.meta.url),
    input: { ...limitInput, clientDir: limitDir },
    count,
    env: { ...process.env, SNAPSHOT_DIR: snapshotDir },
  })
  await rm(limitDir, { recursive: true, force: true })
  const limit = bare.reduce((sum, r) => sum + r.limitMs, 0) / bare.length
  const limitCpu = bare.reduce((sum, r) => sum + r.limitCpuMs, 0) / bare.length
  const prerender = ((ended - first.at) * count) / pages
  const prerenderCpu = (used.user + used.system) / 1000 / pages
  console.log(
    `limit (bare renderToString + write of the same pages): ${limit.toFixed(2)} ms a page (wall), CPU ${limitCpu.toFixed(2)} ms; ` +
      `prerender ÷ limit: wall ${(prerender / limit).toFixed(2)} (${prerender.toFixed(2)} ms a page a worker after the first batch), ` +
      `CPU ${(prerenderCpu / limitCpu).toFixed(2)}${count > 1 ? ' (CPU of the process: with more than one worker, not per thread)' : ''}`,
  )
}
