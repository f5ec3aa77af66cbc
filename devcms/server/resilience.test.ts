// The pipeline's own CMS client against every random fault at once: retries recover every page, the same run twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CmsClient } from '#pipeline/client/index.ts'
import { startFixture, type Harness } from './test-helpers.ts'

let cms: Harness
beforeAll(async () => {
  cms = await startFixture({
    faults:
      'latency=2,jitter=3,error_rate=0.2,rate_limit=0.1,retry_after=0,malformed_json_rate=0.1,stall_rate=0.05,seed=pipeline',
  })
})
afterAll(() => cms.close())

async function fetchEverything() {
  const client = new CmsClient({
    baseUrl: cms.server.url,
    retries: 4,
    timeoutMs: 300,
    backoffBaseMs: 1,
    backoffMaxMs: 5,
    concurrency: 4,
  })
  try {
    const articles = await client.getAllPages('/wp/v2/articles', {}, { perPage: 1 })
    const pages = await client.getAllPages('/wp/v2/pages', { _embed: 1 }, { perPage: 2 })
    const terms = await client.getAllPages('/wp/v2/categories', {}, { perPage: 1 })
    return { ids: [articles, pages, terms].map((list) => list.length), stats: client.stats() }
  } finally {
    await client.close()
  }
}

describe('pipeline client under faults', () => {
  it('gets every item despite 5xx, 429, truncated and stalled answers', async () => {
    await cms.send('POST', '/__devcms/reset', {})
    const run = await fetchEverything()
    expect(run.ids).toEqual([3, 6, 3])
    expect(run.stats.retries).toBeGreaterThan(0)
    const served = { ...cms.server.stats.faults }
    expect(served.error + served.rate_limit + served.malformed + served.stall).toBeGreaterThan(0)
    await cms.send('POST', '/__devcms/reset', {})
    const again = await fetchEverything()
    expect(again.ids).toEqual(run.ids)
    expect(cms.server.stats.faults).toEqual(served)
  })
})
