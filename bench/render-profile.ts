// bench/render-profile.ts — one prerender worker's render, for profiling and for comparing a change's cost on a shared
// machine: prints wall and CPU time a page (CPU of every thread of the process, from the first finished batch on, so
// the snapshot's and bundle's loading are left out). Renders every PROFILE_EVERY-th page (default 1) of the snapshot's
// site into DIST_DIR/client with PROFILE_WORKERS threads (default 1), over an existing `vike build` in DIST_DIR:
//   SNAPSHOT_DIR=.snapshot-10k DIST_DIR=dist/prof node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/render-profile.ts
// `node --cpu-prof` writes one .cpuprofile per worker thread; `npx tsx bench/lib/cpuprofile-summary.ts <file>` sums it
// by function and by module.
import path from 'node:path'
import { siteUrls } from '#content/prerender-urls.ts'
import { pageJobs } from '#build/prerender/driver.ts'
import { readPlanSnapshot } from '#build/prerender/globals.ts'
import { renderInWorkers } from '#build/prerender/pool.ts'

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
const ms = performance.now() - started
if (!first) throw new Error('nothing rendered')
const used = process.cpuUsage(first.cpu)
const pages = rendered.length - first.pages
const a = (n: number) => (n / pages).toFixed(2)
console.log(
  `${rendered.length} pages, ${count} worker(s), ${(ms / 1000).toFixed(1)} s; after the first batch: ` +
    `${a((performance.now() - first.at) * count)} ms a page a worker (wall), CPU ${a((used.user + used.system) / 1000)} ms a page`,
)
