// The search insights end to end, against a real WordPress with the companion plugin: searches through the site's
// own functions (served on the site's address, WP.siteUrl, in this process) → counts in the store → wp-admin's
// "Zoekinzichten" screen in Chromium, reading them through the site's authenticated route → an editor adds a synonym
// and pins a page → the search data built again from WordPress (the pipeline and the search build, the part of
// `npm run build` that reads synonyms and curations) → the query finds the pinned page first, the synonym its pages.
import { openSite, siteDirs, type SiteHandle } from '#lib/site-handle.ts'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import search from '#functions/search.ts'
import zoekinzichten from '#functions/zoekinzichten.ts'
import zoekklik from '#functions/zoekklik.ts'
import { insightsRecorder } from '#functions/_lib/search-insights.ts'
import { invokeFunction } from '#functions/_runtime/invoke.ts'
import { loadedForTest } from '#functions/_runtime/loaded-for-test.ts'
import type { Handler } from '#functions/_runtime/types.ts'
import { parsePipelineEnv } from '#pipeline/env.ts'
import { runPipeline } from '#pipeline/run.ts'
import { buildSearchData, writeSearchData } from '#search/build.ts'
import { CHROMIUM, loginToWpAdmin } from './browser.ts'
import { dirs, WP } from './config.ts'
import { phpProblems } from './docroot.ts'
import { ensurePackages } from './packages.ts'
import { startWordPress, type RunningWordPress } from './wordpress.ts'

const unavailable = ensurePackages() ?? (existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (CHROMIUM_PATH)`)
if (unavailable && process.env.CI) throw new Error(`search insights test cannot run in CI: ${unavailable}`)
const log = (line: string) => console.log(`search insights: ${line}`)

const work = path.join(WP.work, 'insights')
const dataDir = path.join(work, 'data')
const storeDir = path.join(work, 'store')
/** Words for a horse's belly trouble; the first the seeded content has no page for is the query without results,
 *  which the editor then makes a synonym of "koliek". */
const CANDIDATES = ['trommelzucht', 'obstipatie', 'ileus', 'darmstilstand', 'buikkramp']
let NO_RESULTS = ''

let wp: RunningWordPress
let site: Server
let served: SiteHandle
let browser: Browser

/** The pipeline from WordPress and the search data from its snapshot: what a build does for the search. */
async function buildSearch(): Promise<void> {
  // The snapshot the run answers: loadSnapshot keeps the first one it read per folder.
  const { snapshot } = await runPipeline(
    parsePipelineEnv({
      CMS_API_URL: WP.api,
      SITE_URL: WP.siteUrl,
      SNAPSHOT_DIR: path.join(work, 'snapshot'),
      BUILD_REPORT: path.join(work, 'report.json'),
      PIPELINE_FULL: '1',
    }),
  )
  writeSearchData(buildSearchData(snapshot).data, dataDir)
  // A build is served as a new site handle, as a publish swaps one in: the next request reads the new data.
  served = openSite(siteDirs({ distDir: work, snapshotDir: path.join(work, 'snapshot'), searchDataDir: dataDir }))
}

/** The site's functions on its own address (WP.siteUrl), as the plugin reaches it. */
async function serveSite(): Promise<Server> {
  const routes: Record<string, [string, Handler]> = {
    '/api/search': ['search', search],
    '/api/zoekklik': ['zoekklik', zoekklik],
    '/api/zoekinzichten': ['zoekinzichten', zoekinzichten],
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', WP.siteUrl)
      const route = routes[url.pathname]
      if (!route) return void res.writeHead(404).end()
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const body = chunks.length ? Buffer.concat(chunks) : undefined
      const request = new Request(url, { method: req.method ?? 'GET', headers, ...(body ? { body } : {}) })
      const ip = req.socket.remoteAddress ?? ''
      void invokeFunction({ fn: loadedForTest(...route), params: {} }, request, { ip, site: served }).then(
        async (answer) => {
          res.writeHead(answer.status, Object.fromEntries(answer.headers))
          res.end(Buffer.from(await answer.arrayBuffer()))
        },
      )
    })
  })
  const port = Number(new URL(WP.siteUrl).port)
  // "localhost" may be ::1 or 127.0.0.1 to PHP: both, where the machine has IPv6.
  await new Promise<void>((resolve, reject) => {
    server.once('error', () => server.listen(port, '127.0.0.1', resolve))
    server.listen({ port, host: '::', ipv6Only: false }, resolve)
    void reject
  })
  return server
}

const siteGet = async (route: string) => {
  const answer = await fetch(`${WP.siteUrl}${route}`)
  return (await answer.json()) as { results: { id: number; link: string; title: string }[]; total: number }
}
const searchOnSite = (q: string) => siteGet(`/api/search?q=${encodeURIComponent(q)}&group_by_post_type=1&size=0`)
const firstResults = async (q: string) =>
  (await siteGet(`/api/search?q=${encodeURIComponent(q)}&size=5`)).results.map((r) => r.id)

async function adminPage(): Promise<Page> {
  const context = await loginToWpAdmin(browser)
  return context.newPage()
}

describe.skipIf(unavailable !== null)('search insights: the site counts, wp-admin shows, the editor improves', () => {
  beforeAll(async () => {
    rmSync(work, { recursive: true, force: true })
    mkdirSync(work, { recursive: true })
    Object.assign(process.env, {
      SEARCH_INSIGHTS: '1',
      SEARCH_INSIGHTS_DIR: storeDir,
      BUILD_HOOK_SECRET: WP.hookSecret,
    })
    resetRuntimeEnv()
    wp = await startWordPress(log)
    await buildSearch()
    site = await serveSite()
    browser = await chromium.launch({ executablePath: CHROMIUM })
  }, 300_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)))
    for (const key of ['SEARCH_INSIGHTS', 'SEARCH_INSIGHTS_DIR', 'BUILD_HOOK_SECRET']) delete process.env[key]
    resetRuntimeEnv()
    await wp?.stop()
  })

  it('counts searches and an opened result through the site, and stores no address', async () => {
    // Asked without grouping: not a counted search.
    for (const word of CANDIDATES)
      if (!NO_RESULTS && (await siteGet(`/api/search?q=${word}&size=1`)).total === 0) NO_RESULTS = word
    expect(NO_RESULTS).not.toBe('')
    await searchOnSite(NO_RESULTS)
    for (let i = 0; i < 3; i++) {
      await searchOnSite('Koliek')
      await searchOnSite(NO_RESULTS)
    }
    const first = (await siteGet('/api/search?q=koliek&size=1')).results[0]
    const opened = await fetch(`${WP.siteUrl}/api/zoekklik`, {
      method: 'POST',
      body: JSON.stringify({ q: 'koliek', path: first?.link }),
    })
    expect(opened.status).toBe(204)
    await insightsRecorder()?.flush()
    const stored = readdirSync(storeDir).map((f) => readFileSync(path.join(storeDir, f), 'utf8'))
    expect(stored).toHaveLength(1)
    const record = JSON.parse(stored[0] ?? '{}') as { q: Record<string, [number, number]>; c: object }
    expect(record.q.koliek?.[0]).toBe(3)
    expect(record.q[NO_RESULTS]).toEqual([4, 0])
    expect(record.c).toEqual({ koliek: { [first?.link ?? '']: 1 } })
    expect(stored[0]).not.toMatch(/127\.0\.0\.1|::1|localhost/)
  })

  it('wp-admin shows them; the editor adds a synonym and pins a page; after a build the search uses both', async () => {
    // A page the words alone do not rank first for "koliek": the first result for "droes".
    const pinnedId = (await firstResults('droes'))[0] ?? 0
    expect(pinnedId).toBeGreaterThan(0)
    expect((await firstResults('koliek'))[0]).not.toBe(pinnedId)

    const page = await adminPage()
    await page.goto(`${WP.origin}/wp-admin/admin.php?page=hoefslag-zoekinzichten`)
    const top = page.locator('#hoefslag-insights-top tr[data-query="koliek"]')
    expect(await top.locator('td').first().innerText()).toBe('3')
    const none = page.locator(`#hoefslag-insights-no-results tr[data-query="${NO_RESULTS}"]`)
    await none.waitFor()
    expect(await page.locator('#hoefslag-insights-not-opened').innerText()).not.toContain('koliek')
    await page.screenshot({ path: path.join(dirs.logs, 'search-insights.png'), fullPage: true })

    await none.locator('input[name="words"]').fill('koliek')
    await none.getByRole('button', { name: 'Synoniem toevoegen' }).click()
    await page.waitForURL(/hoefslag_done=synonym/)
    expect(await page.locator('.hoefslag-insights-notice').innerText()).toContain(`Synoniem voor „${NO_RESULTS}”`)

    const row = page.locator('#hoefslag-insights-top tr[data-query="koliek"]')
    await row.locator('input[name="post_id"]').fill(String(pinnedId))
    await row.getByRole('button', { name: 'Bovenaan zetten' }).click()
    await page.waitForURL(/hoefslag_done=pin/)
    expect(await page.locator('.hoefslag-insights-notice').innerText()).toContain('Pagina voor „koliek” bovenaan gezet')
    await page.context().close()

    const settings = await wp.rest.get<{ search_settings: { synonyms: object[]; curations: object[] } }>(
      '/wp/v2/general-settings',
    )
    expect(settings.search_settings.synonyms).toContainEqual({ words: `${NO_RESULTS}, koliek` })
    expect(settings.search_settings.curations).toEqual([{ query: 'koliek', post: pinnedId }])

    await buildSearch()
    expect((await firstResults('koliek'))[0]).toBe(pinnedId)
    expect((await firstResults('Koliek '))[0]).toBe(pinnedId)
    expect((await searchOnSite(NO_RESULTS)).total).toBeGreaterThan(0)
  }, 180_000)

  it('logs no PHP warnings or errors from the plugin', () => {
    expect(phpProblems().filter((line) => line.includes('hoefslag-headless') || /Fatal|Parse/.test(line))).toEqual([])
  })
})
