// bench:build — the whole build at scale: the generated content set (BENCH_ARTICLES, default 10,000 articles, and
// BENCH_VETS, 3,000 vets) behind the local CMS → pipeline → `vike build` → prerender (sitebuild/prerender/) → search and
// finder data → postbuild, into a temporary snapshot and dist/.bench-build (removed afterwards). Prints the full build's
// figures (ms a page, pages a second, peak RSS of the whole build: this process with its worker threads and `vike
// build`, not the CMS), the limit — a bare react-dom/server renderToString of the same page trees with the same data,
// written to disk, in the same run — and a second, incremental build after one article is edited in the snapshot.
// PRERENDER_WORKERS and PRERENDER_WORKER_HEAP_MB apply; BENCH_LIMIT_EVERY (default 10) samples the limit's pages. `--current` builds from the existing .snapshot/ instead of the generated set.
// BENCH_SCALES (e.g. 10000,20000; default BENCH_ARTICLES) adds a full build at each further size, each in its own
// process, and prints the peak RSS of each (with each phase's peak) and how far apart they are (target: within 10 %).
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { hashSnapshot } from '#pipeline/snapshot/hash.ts'
import { loadSnapshot, resetSnapshotCache } from '#pipeline/snapshot/read.ts'
import { writeSnapshot } from '#pipeline/snapshot/write.ts'
import { buildSite } from '#sitebuild/build-site.ts'
import { readBuildEnv } from '#sitebuild/env.ts'
import { DEFAULT_WORKER_HEAP_MB, defaultWorkers, pageJobs } from '#sitebuild/prerender/driver.ts'
import { renderInWorkers } from '#sitebuild/prerender/pool.ts'
import { siteUrls } from '#content/prerender-urls.ts'
import { printTargets } from './lib/function-bench.ts'
import type { LimitInput, LimitRendered } from './lib/limit-worker.ts'
import { formatPhases, generatedFor, measuredBuild } from './lib/build-rss.ts'
import { ROOT, runJson, startCms } from './support.ts'

const { values } = parseArgs({ options: { current: { type: 'boolean', default: false } } })
const articles = Number(process.env.BENCH_ARTICLES ?? 10_000)
const vets = Number(process.env.BENCH_VETS ?? 3_000)
const scales = (process.env.BENCH_SCALES ?? String(articles))
  .split(',')
  .map((v) => v.trim())
  .filter(Boolean)
  .map(Number)
if (scales.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`BENCH_SCALES must be article counts separated by commas, got "${process.env.BENCH_SCALES}"`)
if (scales[0] !== articles && process.env.BENCH_ARTICLES !== undefined && process.env.BENCH_SCALES !== undefined) {
  throw new Error(
    'BENCH_SCALES starts with the article count of the main build: leave BENCH_ARTICLES out or make it the first',
  )
}
const mainArticles = scales[0] ?? articles
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function htmlSize(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0
  let bytes = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    files++
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return { files, bytes }
}

/** Edits one article of the snapshot (its title) as the pipeline would write the change: entity, hash, manifest. */
async function editOneArticle(snapshotDir: string): Promise<string> {
  resetSnapshotCache()
  const snap = loadSnapshot(snapshotDir)
  const id = snap.lists.articles[Math.floor(snap.lists.articles.length / 2)]
  const article = id === undefined ? undefined : snap.entities.articles[id]
  if (!article) throw new Error('the snapshot has no article to edit')
  const edited = {
    ...snap,
    entities: {
      ...snap.entities,
      articles: { ...snap.entities.articles, [article.id]: { ...article, title: `${article.title} (bijgewerkt)` } },
    },
  }
  const { hashes, contentHash } = hashSnapshot(edited.entities, edited.site)
  await writeSnapshot(snapshotDir, { ...edited, manifest: { ...edited.manifest, hashes, contentHash } })
  resetSnapshotCache()
  return article.path
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-build-'))
const distDir = path.join(ROOT, 'dist', '.bench-build')
const cms = values.current ? undefined : await startCms(generatedFor(mainArticles, vets), '')
try {
  const env = readBuildEnv({
    ...process.env,
    ...(cms ? { CMS_API_URL: cms.url, SNAPSHOT_DIR: path.join(tmp, 'snapshot') } : {}),
    BUILD_REPORT: path.join(tmp, 'report.json'),
    // Inside the project, so the server bundle finds node_modules while prerendering.
    DIST_DIR: distDir,
  })
  const workers = env.PRERENDER_WORKERS ?? defaultWorkers()
  const quiet: string[] = []
  const { result, peakMb, phases } = await measuredBuild(
    { env, skipPipeline: values.current, full: true, log: (l) => quiet.push(l) },
    cms?.pid === undefined ? [] : [cms.pid],
  )
  const html = await htmlSize(path.join(env.DIST_DIR, 'client'))
  const pages = result.render.rendered
  const renderPerPage = result.ms.render / pages
  const snapshotToHtml = (result.ms.bundle + result.ms.render) / pages

  // The limit, in the same run: the same pages' React trees, bare renderToString + write, on as many threads — every
  // BENCH_LIMIT_EVERY-th page (default 10: the ratio is per page, a tenth of the site measures it well enough).
  const snap = loadSnapshot(env.SNAPSHOT_DIR)
  const every = Math.max(1, Number(process.env.BENCH_LIMIT_EVERY ?? 10))
  const jobs = pageJobs(
    siteUrls(snap, () => undefined),
    snap.routes,
  ).filter((_, i) => i % every === 0)
  resetSnapshotCache()
  const limitDir = path.join(tmp, 'limit')
  const limitInput: LimitInput = {
    distDir: path.resolve(distDir),
    snapshotDir: path.resolve(env.SNAPSHOT_DIR),
    limitDir,
  }
  const bare = await renderInWorkers<LimitRendered>(jobs, {
    entry: new URL('./lib/limit-worker-entry.mjs', import.meta.url),
    // The pool's input type is the prerender's; the limit worker reads its own fields.
    input: { ...limitInput, clientDir: limitDir },
    count: workers,
    env: { ...process.env, SNAPSHOT_DIR: path.resolve(env.SNAPSHOT_DIR), SITE_URL: env.SITE_URL },
    heapMb: env.PRERENDER_WORKER_HEAP_MB ?? DEFAULT_WORKER_HEAP_MB,
  })
  const limitPerPage = bare.reduce((sum, r) => sum + r.limitMs, 0) / workers / bare.length
  await rm(limitDir, { recursive: true, force: true })

  // An editor's change: one article edited, then the same build again (incremental).
  const editedPath = await editOneArticle(env.SNAPSHOT_DIR)
  const second = await buildSite({ env, skipPipeline: true, log: (l) => quiet.push(l) })
  const incrementalMs = second.ms.prerender + second.ms.postbuild
  const fullMs = result.ms.pipeline + result.ms.prerender + result.ms.postbuild

  console.log(
    `bench:build — ${values.current ? `the current snapshot (${env.SNAPSHOT_DIR})` : `${mainArticles} articles, ${vets} vets`}: ${result.routes} routes, ${pages} pages, ${workers} worker thread(s)`,
  )
  console.log(`  pipeline    ${values.current ? 'skipped' : s(result.ms.pipeline)}`)
  console.log(`  vike build  ${s(result.ms.bundle)} (client and server bundles)`)
  console.log(
    `  prerender   ${s(result.ms.render)}: ${renderPerPage.toFixed(2)} ms a page, ${(pages / (result.ms.render / 1000)).toFixed(0)} pages/s; snapshot → every HTML file (with vike build) ${snapshotToHtml.toFixed(2)} ms a page`,
  )
  console.log(
    `  search and finder data ${s(result.ms.prerender - result.ms.bundle - result.ms.render)}, postbuild ${s(result.ms.postbuild)} (sitemap ${result.postbuild.sitemapUrls} URLs, ${result.postbuild.redirects} redirects)`,
  )
  console.log(
    `  peak RSS of the whole build (this process with its worker threads, and vike build; not the CMS): ${peakMb.toFixed(0)} MB (per phase, MB: ${formatPhases(phases)})`,
  )
  console.log(
    `  the limit (bare react-dom/server renderToString of the same trees + write, ${workers} thread(s), every ${every}th page): ${limitPerPage.toFixed(2)} ms a page → prerender ÷ limit = ${(renderPerPage / limitPerPage).toFixed(2)}`,
  )
  console.log(
    `  HTML        ${(html.bytes / 1e6).toFixed(1)} MB in ${html.files} files, ${(html.bytes / Math.max(html.files, 1) / 1024).toFixed(0)} KB a page`,
  )
  console.log(
    `  incremental (one article edited, ${editedPath}): ${s(incrementalMs)} (vike build ${s(second.ms.bundle)}, render ${s(second.ms.render)}: ` +
      `${second.render.rendered} rendered, ${second.render.unchanged} unchanged; data + postbuild ${s(incrementalMs - second.ms.bundle - second.ms.render)}), ` +
      `${((incrementalMs / fullMs) * 100).toFixed(1)} % of the full build (${s(fullMs)})`,
  )
  for (const w of result.postbuild.warnings) console.log(`  ⚠ ${w}`)
  // The same full build at each further size, each in a fresh process like this one's first build.
  const peaks = [peakMb]
  for (const n of values.current ? [] : scales.slice(1)) {
    const other = runJson<{ pages: number; peakMb: number; phases: Array<[string, number]> }>('bench/build-scale.ts', {
      BENCH_ARTICLES: String(n),
      BENCH_VETS: String(vets),
    })
    peaks.push(other.peakMb)
    console.log(
      `  peak RSS at ${n} articles (${other.pages} pages): ${other.peakMb.toFixed(0)} MB (per phase, MB: ${formatPhases(other.phases)}); ` +
        `${(((other.peakMb - peakMb) / peakMb) * 100).toFixed(1)} % from ${mainArticles} articles`,
    )
  }
  const spread = (Math.max(...peaks) - Math.min(...peaks)) / Math.min(...peaks)
  printTargets([
    ['≤ 1.5 ms a page, snapshot → every HTML file', snapshotToHtml <= 1.5],
    ['peak RSS ≤ 1 GB', Math.max(...peaks) <= 1024],
    ...(peaks.length > 1
      ? [
          [
            `peak RSS flat within 10 % (${scales.join(' vs ')} articles: ${(spread * 100).toFixed(1)} %)`,
            spread <= 0.1,
          ] as [string, boolean],
        ]
      : []),
    ['prerender ÷ limit ≤ 1.5', renderPerPage / limitPerPage <= 1.5],
    ['incremental build ≤ 5 % of the full build', incrementalMs <= 0.05 * fullMs],
  ])
} finally {
  cms?.stop()
  await rm(tmp, { recursive: true, force: true })
  await rm(distDir, { recursive: true, force: true })
}
