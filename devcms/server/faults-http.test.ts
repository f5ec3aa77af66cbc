// Every fault switch over real HTTP: latency, 5xx share (deterministic, recoverable), 429 + Retry-After, truncated JSON,
// stalled body, corrupt item, and the /__devcms operator endpoints.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { WpArticleSchema } from '#pipeline/schemas/wp/index.ts'
import { field, list, startFixture, type Harness } from './test-helpers.ts'

let cms: Harness
beforeAll(async () => {
  cms = await startFixture()
})
afterAll(() => cms.close())
beforeEach(() => cms.server.setFaults(''))

const routes = Array.from({ length: 40 }, (_, i) => `/wp/v2/articles?per_page=1&search=&page=1&probe=${i}`)
const statuses = async () => Promise.all(routes.map(async (r) => (await cms.get(r)).status))

describe('fault switches', () => {
  it('adds the configured latency to every request', async () => {
    cms.server.setFaults('latency=150')
    const started = performance.now()
    expect((await cms.get('/wp/v2/articles')).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(145)
  })

  it('answers a deterministic share with 500/503, and retries save every URL', async () => {
    cms.server.setFaults('error_rate=0.5,seed=s1')
    const first = await statuses()
    const failed = first.filter((s) => s >= 500).length
    expect(failed).toBeGreaterThan(8)
    expect(failed).toBeLessThan(32)
    expect(new Set(first)).toEqual(new Set([200, 500, 503]))
    expect((await cms.send('POST', '/__devcms/reset', {})).status).toBe(200)
    expect(await statuses()).toEqual(first)
    for (const r of routes) {
      let attempts = 1
      while ((await cms.get(r)).status !== 200) attempts++
      expect(attempts).toBeLessThanOrEqual(3)
    }
  })

  it('answers 429 with Retry-After, at most twice in a row', async () => {
    cms.server.setFaults('rate_limit=1,retry_after=3')
    const limited = await cms.get('/wp/v2/posts')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('3')
    expect(limited.json).toMatchObject({ code: 'rest_too_many_requests', data: { status: 429 } })
    expect((await cms.get('/wp/v2/posts')).status).toBe(429)
    expect((await cms.get('/wp/v2/posts')).status).toBe(200)
  })

  it('answers 200 with a truncated JSON body', async () => {
    cms.server.setFaults('malformed_json_rate=1')
    const res = await cms.get('/wp/v2/articles')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.text.length).toBeGreaterThan(0)
    expect(() => JSON.parse(res.text)).toThrow()
  })

  it('sends headers and then stalls the body until the client gives up', async () => {
    cms.server.setFaults('stall_rate=1,max_consecutive=1')
    const res = await fetch(`${cms.server.url}/wp/v2/articles`, { signal: AbortSignal.timeout(400) })
    expect(res.status).toBe(200)
    const started = performance.now()
    await expect(res.text()).rejects.toThrow()
    expect(performance.now() - started).toBeGreaterThan(200)
    expect((await cms.get('/wp/v2/articles')).status).toBe(200)
  })

  it('makes one corrupt item invalid in every answer that holds it', async () => {
    cms.server.setFaults('corrupt=articles:1001,corrupt=categories:201')
    const items = list((await cms.get('/wp/v2/articles?_embed')).json)
    const results = items.map((item) => [item.id, WpArticleSchema.safeParse(item).success])
    expect(results).toEqual([
      [1001, false],
      [1002, true],
      [1003, true],
    ])
    expect(items[0]).toMatchObject({ title: 404 })
    expect(items[0]).not.toHaveProperty('date')
    expect(field(items[2], '_embedded.wp:term.0.0.name')).toBe(404)
    expect(WpArticleSchema.safeParse((await cms.get('/wp/v2/articles/1001')).json).success).toBe(false)
    expect(field((await cms.get('/wp/v2/popular-articles')).json, '0.title')).toBe(404)
    expect(field((await cms.get('/wp/v2/get-entity-by-slug/koliek-herkennen')).json, 'title')).toBe(404)
  })
})

describe('/__devcms', () => {
  it('reads and switches faults at runtime, refusing a bad config', async () => {
    const put = await cms.send('PUT', '/__devcms/faults', { error_rate: 0.25, corrupt: ['posts:2001'] })
    expect(put.json).toMatchObject({ error_rate: 0.25, corrupt: ['posts:2001'], latency: 0 })
    expect((await cms.get('/__devcms/faults')).json).toMatchObject({ error_rate: 0.25 })
    expect((await cms.send('PUT', '/__devcms/faults', { spec: 'latency=5' })).json).toMatchObject({
      latency: 5,
      error_rate: 0,
    })
    const bad = await cms.send('PUT', '/__devcms/faults', { error_rate: 2 })
    expect(bad.status).toBe(400)
    expect(String(field(bad.json, 'message'))).toContain('error_rate')
  })

  it('counts requests per route and faults served', async () => {
    await cms.send('POST', '/__devcms/reset', {})
    cms.server.setFaults('rate_limit=1,max_consecutive=1')
    await cms.get('/wp/v2/tags')
    await cms.get('/wp/v2/tags')
    const stats = (await cms.get('/__devcms/stats')).json
    expect(field(stats, 'byRoute.GET /wp/v2/tags')).toBe(2)
    expect(field(stats, 'faults.rate_limit')).toBe(1)
    expect(field(stats, 'byStatus.429')).toBe(1)
  })
})
