// The search insights through the functions' runtime: a visitor's search counted by /api/search (and only that
// request of the results page), an opened result by /api/zoekklik, both read back through the authenticated
// /api/zoekinzichten; what reaches the store is inspected as written.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { buildSearchData, writeSearchData } from '#search/build.ts'
import { functionDataDir } from '#search/test-data-dir.ts'
import { searchFixture } from '#search/test-fixture.ts'
import { dayOf } from '#search/insights/day-record.ts'
import search from '../search.ts'
import zoekklik from '../zoekklik.ts'
import zoekinzichten from '../zoekinzichten.ts'
import { insightsRecorder } from '../_lib/search-insights.ts'
import { invokeFunction } from '../_runtime/invoke.ts'
import { loadedForTest } from '../_runtime/loaded-for-test.ts'
import type { Handler } from '../_runtime/types.ts'

functionDataDir('insights-fn-', (data) => writeSearchData(buildSearchData(searchFixture()).data, data))
const SECRET = 'the-shared-secret-of-site-and-wordpress'
const store = mkdtempSync(path.join(os.tmpdir(), 'insights-store-'))

beforeEach(() => {
  rmSync(store, { recursive: true, force: true })
  Object.assign(process.env, { SEARCH_INSIGHTS: '1', SEARCH_INSIGHTS_DIR: store, BUILD_HOOK_SECRET: SECRET })
  resetRuntimeEnv()
})
afterAll(() => {
  for (const key of ['SEARCH_INSIGHTS_DIR', 'BUILD_HOOK_SECRET']) delete process.env[key]
  process.env.SEARCH_INSIGHTS = '0'
  resetRuntimeEnv()
  rmSync(store, { recursive: true, force: true })
})

const call = (name: string, handler: Handler, url: string, init: RequestInit = {}, ip = '203.0.113.5') =>
  invokeFunction({ fn: loadedForTest(name, handler), params: {} }, new Request(`http://localhost${url}`, init), {
    ip,
  })
const searchAs = (q: string, ip?: string, extra = '&group_by_post_type=1&size=0') =>
  call('search', search, `/api/search?q=${encodeURIComponent(q)}${extra}`, {}, ip)
const click = (body: unknown, headers: Record<string, string> = {}) =>
  call('zoekklik', zoekklik, '/api/zoekklik', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers,
  })
const flushed = () => insightsRecorder()?.flush()
const written = () =>
  readdirSync(store)
    .map((f) => readFileSync(path.join(store, f), 'utf8'))
    .join('\n')
const insights = (query = '', secret: string | null = SECRET) =>
  call('zoekinzichten', zoekinzichten, `/api/zoekinzichten${query}`, {
    headers: secret === null ? {} : { 'X-Hoefslag-Secret': secret },
  })

describe('counting searches in /api/search', () => {
  it("counts the results page's search once, with its result count; not its pages, tabs or the suggestions", async () => {
    const counted = await searchAs('Koliek')
    expect(counted.headers.get('cache-control')).toBe('private, max-age=60')
    await searchAs('koliek', undefined, '&size=12')
    await searchAs('koliek', undefined, '&group_by_post_type=1&size=3&suggest=1')
    await searchAs('koliek', undefined, '&size=12&from=12')
    await searchAs('koliek', undefined, '&group_by_post_type=1&size=0&post_type=article')
    await flushed()
    const record = JSON.parse(written()) as { day: string; q: Record<string, [number, number]> }
    expect(record.day).toBe(dayOf(Date.now()))
    expect(Object.keys(record.q)).toEqual(['koliek'])
    expect(record.q.koliek?.[0]).toBe(1)
    expect(record.q.koliek?.[1]).toBeGreaterThan(0)
  })

  it('stores no personal data and no address, and a search still answers when counting is impossible', async () => {
    for (const q of ['jan@example.nl', '0612345678', '1234 AB 56', '528140000123456'])
      expect((await searchAs(q, '198.51.100.77')).status).toBe(200)
    await searchAs('droes', '198.51.100.77')
    await flushed()
    const text = written()
    expect(text).not.toMatch(/example|0612345678|1234 ab|528140000123456|198\.51/)
    // A store that cannot be written (a file where its folder should be): searches answer as ever.
    rmSync(store, { recursive: true, force: true })
    writeFileSync(store, 'not a folder')
    expect((await searchAs('koliek')).status).toBe(200)
    await flushed()
    rmSync(store, { force: true })
  })

  it('counts nothing with SEARCH_INSIGHTS=0', async () => {
    process.env.SEARCH_INSIGHTS = '0'
    resetRuntimeEnv()
    await searchAs('koliek')
    expect(insightsRecorder()).toBeUndefined()
    expect(() => readdirSync(store)).toThrow()
  })
})

describe('POST /api/zoekklik', () => {
  it('counts an opened result of the search, per query and path; answers 204 either way', async () => {
    const answer = (await (await searchAs('koliek', undefined, '&size=3')).json()) as { results: { link: string }[] }
    const link = answer.results[0]?.link ?? ''
    expect((await click({ q: 'Koliek', path: link })).status).toBe(204)
    expect((await click({ q: 'koliek', path: '/bestaat-niet/' })).status).toBe(204)
    await flushed()
    expect(JSON.parse(written())).toMatchObject({ c: { koliek: { [link]: 1 } } })
    expect(written()).not.toContain('bestaat-niet')
  })

  it('refuses what is no report: another method, another site, a body that is no report', async () => {
    expect((await call('zoekklik', zoekklik, '/api/zoekklik')).status).toBe(405)
    expect((await click({ q: 'koliek', path: '/' }, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await click('{not json')).status).toBe(400)
    expect((await click({ q: 1 })).status).toBe(400)
    expect((await click('x'.repeat(5000))).status).toBe(413)
  })
})

describe('GET /api/zoekinzichten', () => {
  it('answers only with the shared secret', async () => {
    expect((await insights('', null)).status).toBe(401)
    expect((await insights('', 'wrong')).status).toBe(401)
    delete process.env.BUILD_HOOK_SECRET
    resetRuntimeEnv()
    const unset = await insights()
    expect(unset.status).toBe(404)
    expect(await unset.json()).toMatchObject({ error: expect.stringContaining('BUILD_HOOK_SECRET') })
  })

  it('names a bad parameter', async () => {
    const bad = await insights('?from=29-11-2026')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ parameter: 'from' })
    expect((await insights('?from=2026-11-29&to=2026-11-01')).status).toBe(400)
  })

  it('shows a query searched three times, with its opened result’s page; not one searched twice', async () => {
    const answer = (await (await searchAs('koliek', undefined, '&size=3')).json()) as {
      results: { id: number; link: string; title: string }[]
    }
    const hit = answer.results[0]
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await searchAs('koliek', ip)
    for (const ip of ['192.0.2.1', '192.0.2.2']) await searchAs('rotstraal', ip)
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await searchAs('xyzzyplugh', ip)
    await click({ q: 'koliek', path: hit?.link })
    await flushed()
    const response = await insights()
    expect(response.status).toBe(200)
    const report = (await response.json()) as Record<string, unknown>
    expect(report).toMatchObject({
      store: 'files',
      min_searches: 3,
      top: [
        {
          query: 'koliek',
          searches: 3,
          opened: 1,
          top_results: [{ path: hit?.link, opened: 1, id: hit?.id, title: hit?.title }],
        },
        { query: 'xyzzyplugh', searches: 3, results: 0 },
      ],
      no_results: [{ query: 'xyzzyplugh' }],
      not_opened: [],
    })
    expect(JSON.stringify(report)).not.toContain('rotstraal')
  })
})
