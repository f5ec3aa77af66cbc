// The whole build: pipeline (CMS → .snapshot/) unless skipped, `vike build` (bundles), the prerender (→ dist/client:
// every page, or only those whose inputs changed: sitebuild/prerender/), the search and finder data, postbuild (sitemap,
// robots.txt, redirects, headers) and the build report's render section. Shared by `npm run build`, `npm start` and
// bench:build.
import os from 'node:os'
import path from 'node:path'
import { runPipelineInThread, type KeptPipelineThread } from './pipeline-thread.ts'
import { openSnapshot, resetSnapshotCache } from '#pipeline/snapshot/read.ts'
import { checkMailBlueStandIn } from '#lib/env/mailblue.ts'
import { extraOrigins, isIndexable, mapTileOrigins, type BuildEnv } from './env.ts'
import { searchDataDir } from '#search/data-files.ts'
import {
  buildFunctionsData,
  buildFunctionsDataInWorker,
  type DataMs,
  type KeptDataWorker,
} from './functions-data/index.ts'
import { postbuild, type PostbuildResult } from './postbuild/index.ts'
import { writeRenderSection, type RenderSummary } from './build-report-render.ts'
import { writeSearchEntries } from './build-report-search.ts'
import { bundleInputsHash, bundlesUpToDate, forgetBundleInputs, rememberBundleInputs } from './bundle-inputs.ts'
import { prerender } from './prerender/driver.ts'
import { setAsidePreviousClient } from './prerender/files.ts'
import { readBuildState } from './prerender/state.ts'
import { vikeBuild } from './vike-build.ts'
import { publishBuildReport } from './build-report/publish.ts'
import { writeEditorWarnings } from './publish/editor-warnings.ts'
import { Stages } from './build-stages.ts'
import type { Phase } from './prerender/phases.ts'
import { stampMs } from '#lib/cache/stamp.server.ts'

export type BuildOptions = {
  env: BuildEnv
  skipPipeline?: boolean
  /** Render every page, whatever the previous build state says (`npm run build -- --full`). */
  full?: boolean
  log?: (line: string) => void
  /**
   * A build in the warm builder (sitebuild/publish/warm-builder.ts): its pipeline thread and data worker are kept from one build to
   * the next (the fetch cache's answers and the search analysis stay in their memory), and `askedAt` is when the build
   * was asked for (its start-up stage). The same output as a build in a fresh process.
   */
  warm?: { pipeline: KeptPipelineThread; data: KeptDataWorker; askedAt: number }
  /**
   * A publish's phase (sitebuild/prerender/phases.ts, decision 067): `direct` renders the pages the change reaches
   * directly and leaves the ripple waiting; `ripple` renders what waits (the pipeline is skipped: the snapshot is the one
   * phase 1 built, and so are the search and finder data). `all` (default, `npm run build`): both at once.
   */
  phase?: Phase
  /** The page count up to which a `direct` build renders everything (default PUBLISH_RIPPLE_FROM, else 200). */
  rippleFrom?: number
  /** Stops a `ripple` build early (the next edit came in): what it rendered is kept, nothing is published. */
  signal?: AbortSignal
}
/** A ripple build the next edit stopped: its pages so far are written and recorded, the rest waits; not publishable. */
export type PreemptedBuild = { preempted: true; render: RenderSummary; stages: Stages['list'] }
export type BuildResult = {
  /** Wall times; `prerender` includes `vike build` (`bundle`), the page render (`render`) and the search and finder data. */
  ms: { pipeline: number; prerender: number; bundle: number; render: number; postbuild: number }
  routes: number
  pages: number
  render: RenderSummary
  postbuild: PostbuildResult
  /** Every stage's wall time, in order (also printed as the `build: stages: …` line). */
  stages: Stages['list']
  preempted?: false
}

const cores = () => os.availableParallelism()
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** A build without a pre-emption signal always completes. */
export async function buildSite(o: BuildOptions & { signal?: undefined }): Promise<BuildResult>
export async function buildSite(o: BuildOptions): Promise<BuildResult | PreemptedBuild>
export async function buildSite({
  env,
  skipPipeline = false,
  full = false,
  log = console.log,
  warm,
  phase = 'all',
  rippleFrom,
  signal,
}: BuildOptions): Promise<BuildResult | PreemptedBuild> {
  if (phase === 'ripple') skipPipeline = true
  const ripplePages = rippleFrom ?? env.PUBLISH_RIPPLE_FROM
  const stampsBefore = stampMs()
  const t0 = performance.now()
  const stages = new Stages()
  // In `npm run build`'s own process: the time from the process' start to here (Node, tsx, the imports).
  stages.add('start-up', warm ? t0 - warm.askedAt : t0, false)
  // A process that builds again reads the snapshot its pipeline writes now, never one it loaded before.
  if (warm) resetSnapshotCache()
  if (!skipPipeline) {
    log(`build: pipeline ${env.CMS_API_URL} → ${env.SNAPSHOT_DIR}`)
    // In a thread of its own: what it held is freed when it ends (decision 018).
    const { report, stats, phases, normalized } = await (warm ? warm.pipeline.run(env) : runPipelineInThread(env))
    for (const entry of report.entries) log(`  ${report.format(entry)}`)
    const kept = normalized.reused ? `, ${normalized.normalized} item(s) normalized, ${normalized.reused} kept` : ''
    log(
      `build: pipeline done in ${seconds(stats.ms)} (${stats.requests} requests, ${report.skippedCount()} items left out${kept})`,
    )
    stages.add('cache read', phases.cacheRead)
    stages.add('fetch', phases.requests)
    stages.add('parse', phases.parse)
    stages.add('cache stage', phases.cacheStage)
    stages.add('normalize', phases.normalize)
    stages.add('snapshot write', phases.write)
    stages.mark('pipeline (other)')
  }
  const t1 = performance.now()
  // Everything downstream reads the same snapshot and renders canonical URLs on the same SITE_URL.
  // The newsletter embed's local default only where the CMS has that file (lib/env/mailblue.ts).
  const standIn = await checkMailBlueStandIn({ ...process.env, CMS_API_URL: env.CMS_API_URL })
  if (standIn.note) log(`build: ${standIn.note}`)
  const childEnv = {
    ...process.env,
    ...standIn.env,
    SNAPSHOT_DIR: path.resolve(env.SNAPSHOT_DIR),
    SITE_URL: env.SITE_URL,
  }
  const tb = performance.now()
  const inputs = bundleInputsHash(childEnv, env.DIST_DIR)
  // Kept only beside a usable build state: the prerender then knows every page file in dist/client.
  if (!full && bundlesUpToDate(env.DIST_DIR, inputs) && 'state' in readBuildState(env.DIST_DIR))
    log('build: bundles up to date (no source, dependency or VITE_* change since the last vike build)')
  else {
    log('build: vike build (bundles)')
    await forgetBundleInputs(env.DIST_DIR)
    // `vike build` empties dist/client: the previous pages wait beside it for the prerender to keep what it can.
    await setAsidePreviousClient(env.DIST_DIR)
    await vikeBuild(childEnv, env.DIST_DIR)
    await rememberBundleInputs(env.DIST_DIR, inputs)
  }
  const bundleMs = performance.now() - tb
  stages.mark('bundles')
  const dataInput = {
    snapshotDir: path.resolve(env.SNAPSHOT_DIR),
    outDir: searchDataDir({ ...process.env, DIST_DIR: env.DIST_DIR }),
  }
  const dataLog = (line: string) => log(`build: ${line}`)
  // The search and finder data need a core for seconds: beside a render that leaves one idle, they are made in a worker
  // thread meanwhile (the same code on the same snapshot, so the same files); otherwise after the render.
  let data: Promise<DataMs> | undefined
  const rendered = await prerender({
    distDir: env.DIST_DIR,
    snapshotDir: env.SNAPSHOT_DIR,
    siteUrl: env.SITE_URL,
    full,
    phase,
    // Unset: the driver's default (DEFAULT_RIPPLE_FROM).
    ...(ripplePages === undefined ? {} : { rippleFrom: ripplePages }),
    ...(signal ? { signal } : {}),
    log: (line) => log(`build: ${line}`),
    onPlan: ({ workers }) => {
      stages.mark('plan')
      // Phase 2 renders from phase 1's snapshot: phase 1 made its search and finder data.
      if (workers < cores() && phase !== 'ripple') {
        data = warm ? warm.data.build(dataInput, dataLog) : buildFunctionsDataInWorker(dataInput, dataLog, childEnv)
        // Awaited after the render; a failure meanwhile must not count as unhandled.
        data.catch(() => undefined)
      }
    },
    ...(env.PRERENDER_WORKERS ? { workers: env.PRERENDER_WORKERS } : {}),
    ...(env.PRERENDER_WORKER_HEAP_MB ? { heapMb: env.PRERENDER_WORKER_HEAP_MB } : {}),
  })
  stages.mark('render')
  await writeRenderSection(env.BUILD_REPORT, rendered.summary)
  if (rendered.summary.preempted) {
    log(`build: ${stages.line()}`)
    return { preempted: true, render: rendered.summary, stages: stages.list }
  }
  if (phase === 'ripple') log('build: search and finder data: kept from phase 1 (the same snapshot)')
  else {
    // The search and articles functions' data and the finder's index, from the same snapshot (dist/functions-data/).
    log('build: search and finder data')
    const beside = data !== undefined
    const dataMs = await (data ?? (warm ? warm.data.build(dataInput, dataLog) : buildFunctionsData(dataInput, dataLog)))
    await writeSearchEntries(env.BUILD_REPORT, dataMs.warnings)
    stages.add('search data', dataMs.search, false)
    stages.add('finder data', dataMs.finder, false)
    stages.mark(beside ? 'search/finder data (beside the render): waited' : 'search/finder data')
  }
  const t2 = performance.now()
  log('build: postbuild')
  const snapshot = openSnapshot(env.SNAPSHOT_DIR)
  const result = await postbuild({
    distDir: env.DIST_DIR,
    snapshot,
    siteUrl: env.SITE_URL,
    cmsApiUrl: env.CMS_API_URL,
    indexable: isIndexable(env),
    extraOrigins: extraOrigins({ ...env, ...standIn.env }),
    imageOrigins: mapTileOrigins(env),
    inlineScripts: { hashes: rendered.inlineScriptHashes, files: rendered.pages },
    // For the Node server only: Netlify (which sets CONTEXT) compresses on its own.
    precompress: env.CONTEXT === undefined,
  })
  const t3 = performance.now()
  stages.mark('postbuild')
  for (const w of result.warnings) log(`  ⚠ ${w}`)
  log(
    `build: ${result.htmlFiles} HTML files, sitemap ${result.sitemapUrls} URLs, ${result.redirects} redirects, ` +
      `${result.inlineScripts} inline script hash(es) in the CSP${isIndexable(env) ? '' : ', noindex (not production)'}`,
  )
  const r = rendered.summary
  log(
    `build: ${r.mode} render: ${r.rendered} page(s) rendered, ${r.unchanged} unchanged, ${r.removed.length} removed (${r.reason}) in ${seconds(r.ms)}`,
  )
  await publishBuildReport({ reportFile: env.BUILD_REPORT, distDir: env.DIST_DIR, log })
  // What the editors see in wp-admin (decision 059), for the deploy-succeeded function: beside the functions data.
  const editorWarnings = await writeEditorWarnings(env.BUILD_REPORT, dataInput.outDir)
  if (editorWarnings)
    log(`build: ${editorWarnings} warning(s) for the editors (lost content, links to items not public)`)
  stages.mark('build report')
  log(`build: ${stages.line()}`)
  // The caches' code stamps (lib/cache/table.ts) are made once per process: a warm builder's later builds show 0 ms.
  log(`build: code stamps of the caches made in ${(stampMs() - stampsBefore).toFixed(0)} ms (this process)`)
  log(
    `build: done in ${seconds(t3 - t0)} (pipeline ${seconds(t1 - t0)}, prerender ${seconds(t2 - t1)}, postbuild ${seconds(t3 - t2)})`,
  )
  return {
    ms: { pipeline: t1 - t0, prerender: t2 - t1, bundle: bundleMs, render: r.ms, postbuild: t3 - t2 },
    routes: Object.keys(snapshot.routes).length,
    pages: rendered.pages,
    render: r,
    postbuild: result,
    stages: stages.list,
  }
}
