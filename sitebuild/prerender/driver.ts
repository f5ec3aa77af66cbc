// The prerender (docs/decisions/011): every page URL of the route table rendered with Vike's renderPage over the
// built server bundle, in worker threads (pool.ts), each page written as soon as it is rendered — or, incrementally,
// only the pages whose inputs changed since the last build (plan.ts, state.ts). Replaces `vike prerender`, which keeps
// every page in memory until it ends (vikejs/vike#3159) and renders on one thread.
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { siteUrls } from '#content/prerender-urls.ts'
import type { RenderSummary } from '../build-report-render.ts'
import { createFingerprinter } from './fingerprints.ts'
import { previousClientDir, removePage, restorePages } from './files.ts'
import { buildGlobals, globalsChanged, readPlanSnapshot } from './globals.ts'
import { planPages, type PlannedJob } from './plan.ts'
import { DEFAULT_RIPPLE_FROM, splitPhases, type Phase } from './phases.ts'
import type { PageState, Previous } from './previous.ts'
import { renderInWorkers } from './pool.ts'
import { createProgress } from './progress.ts'
import { htmlFileOf, type Job } from './protocol.ts'
import { makeBuildState, previousOf, readBuildState, removeBuildState, writeBuildState } from './state.ts'
import { rm } from 'node:fs/promises'

export type PrerenderOptions = {
  distDir: string
  snapshotDir: string
  siteUrl: string
  /** Render every page whatever the previous build state says (`npm run build -- --full`). */
  full?: boolean
  /** Worker threads (default PRERENDER_WORKERS, else one per core). */
  workers?: number
  /** V8 old-space limit of each worker thread, MB (PRERENDER_WORKER_HEAP_MB; default DEFAULT_WORKER_HEAP_MB). */
  heapMb?: number
  log?: (line: string) => void
  onWorker?: (threadId: number) => void
  /** Once planned: the pages to render and the worker threads that will (build-site.ts uses a core left idle). */
  onPlan?: (plan: { pages: number; workers: number }) => void
  /** `direct`: render the pages the change reaches directly and leave the ripple for a build with `ripple` (phases.ts);
   *  `all` (default): every page whose inputs changed. */
  phase?: Phase
  /** The page count up to which a `direct` build renders everything (PUBLISH_RIPPLE_FROM; phases.ts). */
  rippleFrom?: number
  /** Pre-emption of a `ripple` build by the next edit: the pages rendered so far are kept, the rest wait again. */
  signal?: AbortSignal
}

export type PrerenderResult = {
  summary: RenderSummary
  /** Pages the site has now (HTML files written by this build or kept from the last). */
  pages: number
  /** The distinct inline-script hashes over every page (postbuild's CSP). */
  inlineScriptHashes: string[]
}

export const NOT_FOUND_KEY = ':404'

/**
 * A worker's V8 old-space limit when PRERENDER_WORKER_HEAP_MB is not set: V8 otherwise lets a worker's heap grow to
 * ~1 GB before it collects. A worker holds the snapshot's outline (routes, lists, manifest) and the entities it reads
 * (pipeline/snapshot/entity-file.ts, decision 018) plus the bundle: well under this, whatever the size of the site.
 */
export const DEFAULT_WORKER_HEAP_MB = 384
export const defaultWorkers = () => os.availableParallelism()
const SHOWN_ROUTES = 200

/** Every page to render: the route table's URLs and the 404 page (rendered at a URL no route-table entry has). */
export function pageJobs(urls: string[], routes: Record<string, unknown>): Job[] {
  const notFound = ['/404/', '/404-niet-gevonden/', '/__404__/'].find((u) => !(u in routes)) ?? '/__404__/'
  return [
    ...urls.map((url) => ({ key: url, render: url, file: htmlFileOf(url) })),
    { key: NOT_FOUND_KEY, render: notFound, file: '404.html' },
  ]
}

export async function prerender(o: PrerenderOptions): Promise<PrerenderResult> {
  const started = performance.now()
  const log = o.log ?? console.log
  const distDir = path.resolve(o.distDir)
  const snapshotDir = path.resolve(o.snapshotDir)
  const clientDir = path.join(distDir, 'client')
  const s = readPlanSnapshot(snapshotDir)
  const jobs = pageJobs(
    siteUrls(s, (w) => log(`  ⚠ ${w}`)),
    s.routes,
  )
  const globals = buildGlobals(s, { distDir, siteUrl: o.siteUrl })

  const found = o.full ? undefined : readBuildState(distDir)
  const state = found && 'state' in found ? found.state : undefined
  const full = o.full
    ? '--full requested'
    : found && 'missing' in found
      ? found.missing
      : state
        ? globalsChanged(state.globals, globals)
        : undefined
  const previous: Previous | undefined = state ? previousOf(state) : undefined
  const previousPages = previous?.pages
  // The kept pages come back from before `vike build` emptied dist/client (files.ts) — only when the build may keep them.
  if (previousPages && full === undefined) restorePages(previousClientDir(distDir), clientDir, previousPages.values())
  await rm(previousClientDir(distDir), { recursive: true, force: true })

  const fingerprint = createFingerprinter(s)
  const plan = planPages({
    jobs,
    full,
    previous,
    fingerprint,
    exists: (file) => existsSync(path.join(clientDir, file)),
  })
  log(
    `prerender: ${plan.mode} (${plan.reason}): ${plan.render.length} of ${jobs.length} pages to render, ${plan.removed.length} to remove`,
  )
  const phase = o.phase ?? 'all'
  const split =
    phase === 'direct' && plan.mode === 'incremental'
      ? splitPhases(plan.render, plan.changedInputs, o.rippleFrom ?? DEFAULT_RIPPLE_FROM)
      : { direct: plan.render, ripple: [] }
  if (split.ripple.length)
    log(`prerender: phase 1 renders ${split.direct.length} page(s); ${split.ripple.length} wait for phase 2`)

  await removeBuildState(distDir)
  for (const { state: page } of plan.removed) await removePage(clientDir, page)

  const workers = Math.max(1, o.workers ?? defaultWorkers())
  // A worker loads the snapshot and the bundle first (about a second): a handful of pages do not need two.
  const toRender = split.direct
  const count = Math.min(workers, Math.max(1, Math.ceil(toRender.length / 50)))
  o.onPlan?.({ pages: toRender.length, workers: toRender.length ? count : 0 })
  const progress = createProgress(toRender.length, { log })
  const rendered = await renderInWorkers(toRender, {
    input: { distDir, clientDir, snapshotDir },
    count,
    env: { ...process.env, SNAPSHOT_DIR: snapshotDir, SITE_URL: o.siteUrl },
    onProgress: (n) => progress.add(n),
    heapMb: o.heapMb ?? DEFAULT_WORKER_HEAP_MB,
    ...(o.onWorker ? { onWorker: o.onWorker } : {}),
    ...(phase === 'ripple' && o.signal ? { signal: o.signal } : {}),
  })
  progress.end()
  // What still waits for phase 2: what this build left for it, or (pre-empted) what it did not reach.
  const done = new Set(rendered.map((r) => r.key))
  const waiting: PlannedJob[] = [...split.ripple, ...toRender.filter((j) => !done.has(j.key))]
  const preempted = waiting.length > split.ripple.length
  if (preempted) log(`prerender: pre-empted by a new edit after ${done.size} page(s); ${waiting.length} wait`)

  const pages = new Map<string, PageState>()
  for (const key of [...plan.unchanged, ...waiting.map((j) => j.key)]) {
    const page = previousPages?.get(key)
    if (page) pages.set(key, page)
  }
  const fileOf = new Map(jobs.map((j) => [j.key, j.file]))
  for (const r of rendered)
    pages.set(r.key, { file: fileOf.get(r.key) ?? '', json: r.json, body: r.body, deps: r.deps, inline: r.inline })
  await writeBuildState(
    distDir,
    makeBuildState(
      globals,
      pages,
      fingerprint,
      waiting.map((j) => j.key),
    ),
  )

  const inlineScriptHashes = [...new Set([...pages.values()].flatMap((p) => p.inline))].sort()
  const summary: RenderSummary = {
    mode: plan.mode,
    reason: plan.reason,
    rendered: rendered.length,
    unchanged: plan.unchanged.length,
    removed: plan.removed.map((r) => r.key),
    phase,
    waiting: waiting.length,
    preempted,
    routes: toRender.slice(0, SHOWN_ROUTES).map((j) => ({ route: j.key, why: j.why })),
    ms: Math.round(performance.now() - started),
  }
  return { summary, pages: pages.size, inlineScriptHashes }
}
