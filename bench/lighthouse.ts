// bench:lighthouse — Lighthouse (mobile, simulated throttling, Debian's Chromium) on one URL per route family
// (bench/lib/route-families.ts) of the bundled content, built into .bench/lighthouse/ and served by the project's Node
// server with the bundled local CMS behind it — the same code paths as `npm start`.
// Prints per family: performance score, FCP, LCP, TBT, CLS, requests (all / before the load event), the JS before the
// page was interactive (requests; gzip -9 of their bodies, as tests/budgets/page-js.ts counts them and the JS
// target is set, and in brackets the transfer as served, ~2 KB of headers a response included; up to the later of the load event and the end of
// hydration: decision 020 starts hydration after load), all JS, and when hydration ended; then the page-weight targets.
// Each run's full Lighthouse report is kept in .bench/lighthouse/reports/<family>-<run>.json.
// LIGHTHOUSE_SKIP_BUILD=1 serves the last build again; LIGHTHOUSE_RUNS=n takes the median-score run of n per URL;
// LIGHTHOUSE_ONLY=home,article picks families; LIGHTHOUSE_VERBOSE=1 names each page's LCP element; CHROME_PATH (default /usr/bin/chromium); CMS_PORT / PORT move the ports.
import '#lib/env/production.ts'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { readCmsEnv } from '#devcms/env.ts'
import { createCmsServer } from '#devcms/server/index.ts'
import { buildSite } from '#sitebuild/build-site.ts'
import { readBuildEnv } from '#sitebuild/env.ts'
import { createSiteServer } from '#server/index.ts'
import { printTargets } from './lib/function-bench.ts'
import { launchChromium, runLighthouse, type PageFigures } from './lib/lighthouse-run.ts'
import { familyPaths, type FamilyUrl } from './lib/route-families.ts'
import { ROOT, freePort } from './support.ts'

const WORK = path.join(ROOT, '.bench/lighthouse')
const REPORTS = path.join(WORK, 'reports')
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1)
const ONLY = (process.env.LIGHTHOUSE_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)

async function startSite() {
  const skipBuild = process.env.LIGHTHOUSE_SKIP_BUILD === '1' && existsSync(path.join(WORK, 'dist/client/index.html'))
  if (!skipBuild) rmSync(WORK, { recursive: true, force: true })
  mkdirSync(WORK, { recursive: true })
  const cmsPort = Number(process.env.CMS_PORT) || (await freePort())
  const sitePort = Number(process.env.PORT) || (await freePort())
  const siteUrl = `http://localhost:${sitePort}`
  const env = {
    ...process.env,
    CMS_PORT: String(cmsPort),
    CMS_API_URL: `http://localhost:${cmsPort}/wp-json`,
    CMS_FAULTS: '',
    CMS_SUBMISSIONS_FILE: path.join(WORK, 'submissions.jsonl'),
    SITE_URL: siteUrl,
    SNAPSHOT_DIR: path.join(WORK, 'snapshot'),
    DIST_DIR: path.join(WORK, 'dist'),
  }
  Object.assign(process.env, env)
  const cmsEnv = readCmsEnv(env)
  const cms = await createCmsServer({
    contentDir: cmsEnv.CMS_CONTENT_DIR,
    mediaDir: cmsEnv.CMS_MEDIA_DIR,
    port: cmsPort,
    host: cmsEnv.CMS_HOST,
    originHost: 'localhost',
    faults: '',
    siteUrl,
    devUser: cmsEnv.CMS_DEV_USER,
    devPassword: cmsEnv.CMS_DEV_PASSWORD,
    jwtSecret: cmsEnv.CMS_JWT_SECRET,
    gzip: cmsEnv.CMS_GZIP,
    submissionsFile: cmsEnv.CMS_SUBMISSIONS_FILE,
  })
  if (!skipBuild) await buildSite({ env: readBuildEnv(env), log: () => undefined })
  const site = await createSiteServer({
    distDir: env.DIST_DIR,
    cmsOrigin: cms.origin,
    port: sitePort,
    host: '127.0.0.1',
    siteUrl,
    rateLimits: false,
    log: () => undefined,
  })
  return { url: siteUrl, snapshotDir: env.SNAPSHOT_DIR, close: () => Promise.allSettled([site.close(), cms.close()]) }
}

/** A script's body gzip -9 from the build (the measure of tests/budgets/page-js.ts), by its URL. */
function gzipOfBuilt(scriptUrl: string): number | undefined {
  const file = path.join(WORK, 'dist/client', decodeURIComponent(new URL(scriptUrl).pathname))
  return file.startsWith(path.join(WORK, 'dist/client') + path.sep) && existsSync(file)
    ? gzipSync(readFileSync(file), { level: 9 }).length
    : undefined
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const pad = (text: string | number, width: number) => String(text).padStart(width)

function row(family: string, f: PageFigures) {
  return [
    family.padEnd(15),
    pad(f.performance, 5),
    pad(s(f.fcpMs), 7),
    pad(s(f.lcpMs), 7),
    pad(`${f.tbtMs.toFixed(0)} ms`, 7),
    pad(f.cls.toFixed(3), 6),
    pad(`${f.requests}/${f.requestsBeforeLoad}`, 8),
    pad(`${f.scriptsBeforeLoad} · ${kb(f.jsBeforeLoadGzip)} (${kb(f.jsBeforeLoadBytes)})`, 19),
    pad(kb(f.jsBytes), 7),
    pad(`${f.accessibility}/${f.bestPractices}/${f.seo}`, 11),
    pad(Number.isNaN(f.hydratedMs) ? '–' : s(f.hydratedMs), 8),
  ].join(' ')
}

const NOINDEX_FAMILIES: readonly string[] = ['search', '404']
function seoTarget(results: [FamilyUrl, PageFigures][]): [string, boolean] {
  const missed = results
    .filter(([u, f]) => !NOINDEX_FAMILIES.includes(u.family) && f.seo !== 100)
    .map(([u]) => u.family)
  return [`SEO 100 on indexable pages${missed.length ? ` (not: ${missed.join(', ')})` : ''}`, missed.length === 0]
}

function targets(results: [FamilyUrl, PageFigures][]): [string, boolean][] {
  const all = (label: string, ok: (f: PageFigures) => boolean) => {
    const missed = results.filter(([, f]) => !ok(f)).map(([u]) => u.family)
    return [`${label}${missed.length ? ` (not: ${missed.join(', ')})` : ''}`, missed.length === 0] as [string, boolean]
  }
  const of = (family: string) => results.find(([u]) => u.family === family)?.[1]
  const list: [string, boolean][] = [
    all('performance ≥ 95 on every family', (f) => f.performance >= 95),
    all('LCP ≤ 2.0 s', (f) => f.lcpMs <= 2000),
    all('FCP ≤ 1.5 s', (f) => f.fcpMs <= 1500),
    all('TBT ≤ 150 ms', (f) => f.tbtMs <= 150),
    all('CLS ≤ 0.05', (f) => f.cls <= 0.05),
    all('accessibility 100', (f) => f.accessibility === 100),
    // The 404 page's own 404 answer is a console error Lighthouse counts against best practices: left out there.
    all('best practices 100', (f) => f.bestPractices === 100 || f === of('404')),
    // The search results and the 404 page are noindex (and the 404 answers 404) on purpose: SEO counts on indexable pages.
    seoTarget(results),
  ]
  const article = of('article')
  const home = of('home')
  if (article) {
    list.push([
      `article JS before interactive ≤ 120 KB gzip in ≤ 15 requests (${kb(article.jsBeforeLoadGzip)}, ${article.scriptsBeforeLoad})`,
      article.jsBeforeLoadGzip <= 120 * 1024 && article.scriptsBeforeLoad <= 15,
    ])
    list.push([`article requests before load ≤ 25 (${article.requestsBeforeLoad})`, article.requestsBeforeLoad <= 25])
  }
  if (home)
    list.push([
      `home JS before interactive ≤ 150 KB gzip in ≤ 15 requests (${kb(home.jsBeforeLoadGzip)}, ${home.scriptsBeforeLoad})`,
      home.jsBeforeLoadGzip <= 150 * 1024 && home.scriptsBeforeLoad <= 15,
    ])
  return list
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART on a busy machine): try such a page up to 3 times. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run()
    } catch (error) {
      if (i >= attempts) throw error
      console.warn(`  (retrying: ${error instanceof Error ? error.message : String(error)})`)
    }
  }
}

const site = await startSite()
mkdirSync(REPORTS, { recursive: true })
const browser = await launchChromium()
try {
  const families = familyPaths(site.snapshotDir).filter((f) => ONLY.length === 0 || ONLY.includes(f.family))
  console.log(
    `bench:lighthouse — Lighthouse 12.2.3, mobile, simulated throttling, ${site.url}, ${RUNS} run(s) per URL (median score)`,
  )
  console.log(
    `${'family'.padEnd(15)} score     FCP     LCP     TBT    CLS reqs/ld JS bef. int. gz (sent)  JS all  a11y/bp/seo hydrated`,
  )
  const results: [FamilyUrl, PageFigures][] = []
  for (const family of families) {
    const runs: PageFigures[] = []
    for (let i = 0; i < RUNS; i++) {
      const result = await withRetry(() =>
        runLighthouse(site.url + family.path, browser, family.family === '404', gzipOfBuilt),
      ).catch((error: unknown) => {
        console.log(`${family.family.padEnd(15)} no result: ${error instanceof Error ? error.message : String(error)}`)
        return undefined
      })
      if (!result) continue
      const { figures, report } = result
      runs.push(figures)
      writeFileSync(path.join(REPORTS, `${family.family.replace(/\W+/g, '-')}-${i + 1}.json`), report)
    }
    runs.sort((a, b) => a.performance - b.performance)
    const median = runs[Math.floor(runs.length / 2)]
    if (!median) continue
    results.push([family, median])
    console.log(`${row(family.family, median)}  ${family.path}`)
    if (process.env.LIGHTHOUSE_VERBOSE === '1')
      console.log(`${''.padEnd(16)}LCP element: ${median.lcpElement.slice(0, 160)}`)
  }
  printTargets(targets(results))
} finally {
  await browser.kill()
  await site.close()
}
