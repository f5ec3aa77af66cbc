// bench:publish's plan stage taken apart: each step the prerender's driver takes before it renders (sitebuild/prerender/
// driver.ts), timed on its own against a finished build (default the one bench:publish keeps with
// BENCH_PUBLISH_KEEP=1: dist/.bench-publish). BENCH_PLAN_DIR=<folder with dist/ and snapshot/>, BENCH_PLAN_RUNS
// (default 5): the median of that many runs of each step. Reads only; writes nothing.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { siteUrls } from '#content/prerender-urls.ts'
import { pageJobs } from '#sitebuild/prerender/driver.ts'
import { createFingerprinter } from '#sitebuild/prerender/fingerprints.ts'
import { buildGlobals, globalsChanged, readPlanSnapshot } from '#sitebuild/prerender/globals.ts'
import { planPages } from '#sitebuild/prerender/plan.ts'
import { previousOf, readBuildState, type BuildState } from '#sitebuild/prerender/state.ts'
import { ROOT } from './support.ts'

const dir = path.resolve(process.env.BENCH_PLAN_DIR ?? path.join(ROOT, 'dist', '.bench-publish'))
const distDir = path.join(dir, 'dist')
const snapshotDir = path.join(dir, 'snapshot')
const runs = Math.max(1, Number(process.env.BENCH_PLAN_RUNS ?? 5))
if (!existsSync(path.join(distDir, 'build-state.json')))
  throw new Error(`no finished build in ${dir}: run BENCH_PUBLISH_KEEP=1 npm run bench:publish first`)

const times = new Map<string, number[]>()
function step<T>(name: string, fn: () => T): T {
  const t0 = performance.now()
  const out = fn()
  const list = times.get(name) ?? []
  list.push(performance.now() - t0)
  times.set(name, list)
  return out
}

for (let run = 0; run < runs; run++) {
  const t0 = performance.now()
  const s = step('read plan snapshot', () => readPlanSnapshot(snapshotDir))
  const urls = step('list page URLs', () => siteUrls(s, () => undefined))
  const jobs = step('  their jobs', () => pageJobs(urls, s.routes))
  const globals = step('build-wide inputs', () => buildGlobals(s, { distDir, siteUrl: 'http://localhost' }))
  const found = step('read build state', () => readBuildState(distDir))
  if (!('state' in found)) throw new Error(found.missing)
  const state: BuildState = found.state
  step('globals compared', () => globalsChanged(state.globals, globals))
  const previous = step('previous pages', () => previousOf(state))
  const clientDir = path.join(distDir, 'client')
  const fingerprint = createFingerprinter(s)
  const plan = step('plan pages', () =>
    planPages({ jobs, previous, fingerprint, exists: (file) => existsSync(path.join(clientDir, file)) }),
  )
  const total = performance.now() - t0
  // The same plan again with every file taken as there (the memoized fingerprints now cost nothing): what checking
  // the files costs, and what finding the pages' changed dependencies costs — by position, and by name (no index).
  step('  again, no file check', () => planPages({ jobs, previous, fingerprint, exists: () => true }))
  const { index: _, ...byName } = previous
  step('  again, by name', () => planPages({ jobs, previous: byName, fingerprint, exists: () => true }))
  times.set('(total, without the second plan)', [...(times.get('(total, without the second plan)') ?? []), total])
  if (run === 0)
    console.log(`publish-plan: ${dir}: ${jobs.length} pages, ${plan.render.length} to render (${plan.reason})`)
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)] ?? 0
for (const [name, list] of times) console.log(`  ${name.padEnd(22)} ${median(list).toFixed(0).padStart(6)} ms`)
