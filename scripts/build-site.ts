// The whole build: pipeline (CMS → .snapshot/) unless skipped, `vike build` (bundles), the prerender in parts
// (→ dist/client), the search and finder data, postbuild (sitemap, robots.txt, redirects, headers). Shared by `npm run build`,
// `npm start` and bench:build.
import path from 'node:path'
import { runPipeline } from '../pipeline/run.ts'
import { loadSnapshot } from '../pipeline/snapshot/read.ts'
import { extraOrigins, isIndexable, mapTileOrigins, type BuildEnv } from './env.ts'
import { searchDataDir } from '../search/data-files.ts'
import { buildSearchIndex } from './build-search-index.ts'
import { buildFinderIndexFile } from './build-finder-index.ts'
import { postbuild, type PostbuildResult } from './postbuild/index.ts'
import { prerenderInParts, prerenderPlan } from './prerender-shards.ts'
import { vikeBuild } from './vike-build.ts'
import { publishBuildReport } from './build-report/publish.ts'

export type BuildOptions = {
  env: BuildEnv
  skipPipeline?: boolean
  log?: (line: string) => void
  /** Each `vike prerender` child's pid (bench:build samples their memory). */
  onPrerenderProcess?: (pid: number) => void
}
export type BuildResult = { ms: { pipeline: number; prerender: number; postbuild: number }; routes: number; postbuild: PostbuildResult }

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export async function buildSite({ env, skipPipeline = false, log = console.log, onPrerenderProcess }: BuildOptions): Promise<BuildResult> {
  const t0 = performance.now()
  if (!skipPipeline) {
    log(`build: pipeline ${env.CMS_API_URL} → ${env.SNAPSHOT_DIR}`)
    const { report, stats } = await runPipeline(env)
    for (const entry of report.entries) log(`  ${report.format(entry)}`)
    log(`build: pipeline done in ${seconds(stats.ms)} (${stats.requests} requests, ${report.skippedCount()} items left out)`)
  }
  const t1 = performance.now()
  // Everything downstream reads the same snapshot and renders canonical URLs on the same SITE_URL.
  const childEnv = { ...process.env, SNAPSHOT_DIR: path.resolve(env.SNAPSHOT_DIR), SITE_URL: env.SITE_URL }
  log('build: vike build (bundles)')
  await vikeBuild(childEnv, env.DIST_DIR)
  const routes = Object.keys(loadSnapshot(env.SNAPSHOT_DIR).routes).length
  const plan = prerenderPlan(routes, env.PRERENDER_PAGES_PER_PROCESS, env.PRERENDER_PROCESSES)
  log(`build: prerender of ${routes} routes in ${plan.parts} part(s), ${plan.processes} process(es) at a time`)
  await prerenderInParts(childEnv, env.DIST_DIR, plan, onPrerenderProcess)
  // The search and articles functions' data, from the same snapshot (dist/functions-data/).
  buildSearchIndex(env.SNAPSHOT_DIR, searchDataDir({ ...process.env, DIST_DIR: env.DIST_DIR }), (line) => log(`build: ${line}`))
  // The finder functions' index, beside it.
  buildFinderIndexFile(env.SNAPSHOT_DIR, searchDataDir({ ...process.env, DIST_DIR: env.DIST_DIR }), (line) => log(`build: ${line}`))
  const t2 = performance.now()
  const snapshot = loadSnapshot(env.SNAPSHOT_DIR)
  const result = await postbuild({
    distDir: env.DIST_DIR, snapshot, siteUrl: env.SITE_URL, cmsApiUrl: env.CMS_API_URL,
    indexable: isIndexable(env), extraOrigins: extraOrigins(env), imageOrigins: mapTileOrigins(env),
  })
  const t3 = performance.now()
  for (const w of result.warnings) log(`  ⚠ ${w}`)
  log(
    `build: ${result.htmlFiles} HTML files, sitemap ${result.sitemapUrls} URLs, ${result.redirects} redirects, ` +
      `${result.inlineScripts} inline script hash(es) in the CSP${isIndexable(env) ? '' : ', noindex (not production)'}`,
  )
  await publishBuildReport({ reportFile: env.BUILD_REPORT, distDir: env.DIST_DIR, log })
  log(`build: done in ${seconds(t3 - t0)} (pipeline ${seconds(t1 - t0)}, prerender ${seconds(t2 - t1)}, postbuild ${seconds(t3 - t2)})`)
  return { ms: { pipeline: t1 - t0, prerender: t2 - t1, postbuild: t3 - t2 }, routes: Object.keys(snapshot.routes).length, postbuild: result }
}
