// The editors' loop of the search insights on the local CMS (the same loop against a real WordPress and its wp-admin
// screen: wordpress/test/search-insights.test.ts): searches through the functions' runtime → counts in the store →
// the authenticated reading route → a synonym and a pinned page saved in the general settings, as the Zoekinzichten
// screen saves them → the search data built again from the CMS → the query finds the pinned page first.
import { openSite, siteDirs, type SiteHandle } from '#lib/site-handle.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixture, type Harness } from '#devcms/server/test-helpers.ts'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { parsePipelineEnv } from '#pipeline/env.ts'
import { runPipeline } from '#pipeline/run.ts'
import { buildSearchData, writeSearchData } from '#search/build.ts'
import search from '../search.ts'
import zoekinzichten from '../zoekinzichten.ts'
import { insightsRecorder } from '../_lib/search-insights.ts'
import { invokeFunction } from '../_runtime/invoke.ts'
import { loadedForTest } from '../_runtime/loaded-for-test.ts'
import type { Handler } from '../_runtime/types.ts'

const SECRET = 'the-shared-secret-of-site-and-wordpress'
const work = mkdtempSync(path.join(os.tmpdir(), 'insights-loop-'))
let cms: Harness
let token = ''

let site: SiteHandle
async function build(): Promise<void> {
  const { snapshot } = await runPipeline(
    parsePipelineEnv({
      CMS_API_URL: cms.server.url,
      SNAPSHOT_DIR: path.join(work, 'snapshot'),
      BUILD_REPORT: path.join(work, 'report.json'),
      PIPELINE_FULL: '1',
    }),
  )
  writeSearchData(buildSearchData(snapshot).data, path.join(work, 'data'))
  // A build is served as a new site handle, as a publish swaps one in: the next request reads the new data.
  site = openSite(
    siteDirs({ distDir: work, snapshotDir: path.join(work, 'snapshot'), searchDataDir: path.join(work, 'data') }),
  )
}

beforeAll(async () => {
  cms = await startFixture()
  token = await cms.login()
  Object.assign(process.env, {
    SEARCH_INSIGHTS: '1',
    SEARCH_INSIGHTS_DIR: path.join(work, 'store'),
    BUILD_HOOK_SECRET: SECRET,
  })
  resetRuntimeEnv()
  await build()
}, 60_000)
afterAll(async () => {
  for (const key of ['SEARCH_INSIGHTS_DIR', 'BUILD_HOOK_SECRET']) delete process.env[key]
  process.env.SEARCH_INSIGHTS = '0'
  resetRuntimeEnv()
  await cms.close()
  rmSync(work, { recursive: true, force: true })
})

const call = async (name: string, handler: Handler, url: string, headers: Record<string, string> = {}) => {
  const answer = await invokeFunction(
    { fn: loadedForTest(name, handler), params: {} },
    new Request(`http://localhost${url}`, { headers }),
    { ip: '203.0.113.8', site },
  )
  return (await answer.json()) as Record<string, unknown>
}
const searchFor = (q: string, extra = '&group_by_post_type=1&size=0') =>
  call('search', search, `/api/search?q=${encodeURIComponent(q)}${extra}`)
const ids = async (q: string) => ((await searchFor(q, '&size=5')).results as { id: number }[]).map((r) => r.id)

describe('the search insights loop on the local CMS', () => {
  it('counts, shows, and after the editor’s synonym and pin and a build, finds the pinned page first', async () => {
    const NO_RESULTS = 'trommelzucht'
    expect((await searchFor(NO_RESULTS, '&size=1')).results).toEqual([])
    for (let i = 0; i < 3; i++) {
      await searchFor('koliek')
      await searchFor(NO_RESULTS)
    }
    await insightsRecorder()?.flush()
    const report = await call('zoekinzichten', zoekinzichten, '/api/zoekinzichten', { 'X-Hoefslag-Secret': SECRET })
    expect(report.top).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ query: 'koliek', searches: 3 }),
        expect.objectContaining({ query: NO_RESULTS, searches: 3, results: 0 }),
      ]),
    )
    expect(report.no_results).toEqual([expect.objectContaining({ query: NO_RESULTS })])

    // What the Zoekinzichten screen saves: a synonym row, and a curation row for the query.
    const before = await ids('koliek')
    const pinned = (await ids('ademhaling'))[0] ?? 0
    expect(pinned).toBeGreaterThan(0)
    expect(before[0]).not.toBe(pinned)
    const settings = (await cms.get('/wp/v2/general-settings')).json as { search_settings: Record<string, unknown> }
    const saved = await cms.send(
      'POST',
      '/wp/v2/general-settings',
      {
        search_settings: {
          ...settings.search_settings,
          synonyms: [{ words: `${NO_RESULTS}, koliek` }],
          curations: [{ query: 'koliek', post: pinned }],
        },
      },
      { token },
    )
    expect(saved.status).toBe(200)

    // Until the next build the search is unchanged; after it, the pin and the synonym work.
    expect(await ids('koliek')).toEqual(before)
    await build()
    expect((await ids('Koliek'))[0]).toBe(pinned)
    expect(await ids(NO_RESULTS)).toEqual(expect.arrayContaining(before.filter((id) => id !== pinned).slice(0, 1)))
  }, 60_000)
})
