// GET /api/articles with real Request objects over the post cards written by the build step: every parameter,
// every bad input (400 naming it), never a 500.
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import articles from '#functions/articles.ts'
import { buildSearchData, writeSearchData } from './build.ts'
import { fuzzQueries } from './fuzz-queries.ts'
import { SERIES, searchFixture } from './test-fixture.ts'

let dir: string
const saved = process.env.SEARCH_DATA_DIR
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'api-articles-'))
  writeSearchData(buildSearchData(searchFixture()).data, dir)
  process.env.SEARCH_DATA_DIR = dir
  resetRuntimeEnv()
})
afterAll(() => {
  process.env.SEARCH_DATA_DIR = saved
  rmSync(dir, { recursive: true, force: true })
})

type Card = {
  id: number
  type: string
  link: string
  title: string
  dateFormatted: string
  primaryCategory?: { name: string }
}
type Body = { value: Card[]; total: number; error?: string; parameter?: string }

async function get(query: string) {
  const response = await articles(new Request(`http://localhost/api/articles?${query}`))
  const body = (await response.json()) as Body
  return { status: response.status, headers: response.headers, body, ids: body.value?.map((c) => c.id) ?? [] }
}

describe('GET /api/articles', () => {
  it('answers { value: post cards, total }, 6 by default, newest first, cacheable', async () => {
    const r = await get('post_type=article')
    expect(r.status).toBe(200)
    expect(r.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300')
    expect(r.body.total).toBe(34) // 35 articles, one a draft
    expect(r.ids).toEqual([1008, 1002, 1001, 1003, 1004, 1005])
    expect(r.body.value[2]).toMatchObject({
      type: 'article',
      title: 'Koliek bij het paard: eerste hulp',
      link: '/kennisbank/artikel-1001/',
      primaryCategory: { name: 'Koliek en spijsvertering' },
    })
  })

  it('answers 400 with a message or 200 with a list to 400 random queries, never a 500 or a crash', async () => {
    for (const query of fuzzQueries(400, 7)) {
      const response = await articles(new Request(`http://localhost/api/articles?${query}`))
      const body: unknown = await response.json()
      expect([200, 400], query).toContain(response.status)
      if (response.status === 400) expect(body, query).toMatchObject({ error: expect.any(String) })
      else expect(body, query).toMatchObject({ value: expect.any(Array), total: expect.any(Number) })
    }
  })

  it('pages with size and from', async () => {
    const page = await get('post_type=article&size=10&from=30')
    expect(page.ids).toEqual(SERIES.slice(0, 4).reverse())
    expect(page.body.total).toBe(34)
    expect((await get('post_type=article&size=0')).ids).toEqual([])
  })

  it('filters on post_type (lists, event_and_lesson), knowledge_base_category and content_type', async () => {
    expect((await get('post_type=post')).ids).toEqual([2001])
    expect((await get('post_type[]=event_and_lesson&size=10')).ids).toEqual([2202, 2101, 2201])
    expect((await get('post_type=post,lesson')).ids).toEqual([2101, 2001])
    expect((await get('knowledge_base_category=401')).ids).toEqual([1001, 1004])
    expect((await get('knowledge_base_category=hoeven-en-beweging')).ids).toEqual([1002, 1003])
    expect((await get('content_type=video')).ids).toEqual([1002])
    expect((await get('content_type=onbekend')).body.total).toBe(0)
  })

  it('leaves out post_id (one or more)', async () => {
    expect((await get('knowledge_base_category=401&post_id=1001')).ids).toEqual([1004])
    expect((await get('knowledge_base_category=401&post_id=1001&post_id=1004')).ids).toEqual([])
  })

  it('sorts by post_date or event_date, desc or asc', async () => {
    expect((await get('post_type=article&sort_by=post_date&sort=asc&size=3')).ids).toEqual(SERIES.slice(0, 3))
    expect((await get('post_type=event&sort_by=event_date&sort=desc')).ids).toEqual([2202, 2201])
    expect((await get('post_type=event&sort_by=event_date')).ids).toEqual([2201, 2202])
  })

  it('keeps only coming events with only_future_events=1, the next one first', async () => {
    expect((await get('post_type=event&only_future_events=1')).ids).toEqual([2202])
    expect((await get('post_type=event&only_future_events=0')).ids).toEqual([2202, 2201])
  })

  it.each([
    ['size=x', 'size', 'size: must be a whole number'],
    ['size=101', 'size', 'size: must be at most 100'],
    ['from=-5', 'from', 'from: must be a whole number'],
    ['post_type=page', 'post_type', 'post_type: must be one of article, post, lesson, event, event_and_lesson'],
    ['knowledge_base_category=%22%3E', 'knowledge_base_category', 'knowledge_base_category: must be an id or a slug'],
    ['content_type=%25', 'content_type', 'content_type: must be an id or a slug'],
    ['post_id=abc', 'post_id', 'post_id: must be a numeric id'],
    ['sort_by=relevance', 'sort_by', 'sort_by: must be post_date or event_date'],
    ['sort=random', 'sort', 'sort: must be desc or asc'],
    ['only_future_events=yes', 'only_future_events', 'only_future_events: must be 1 or 0'],
    ['sort=asc&sort=desc', 'sort', 'sort: given more than once'],
  ])('rejects %s with 400 naming %s', async (query, parameter, message) => {
    const r = await get(query)
    expect(r.status).toBe(400)
    expect(r.body).toEqual({ error: message, parameter })
    expect(r.headers.get('cache-control')).toBe('no-store')
  })

  it('answers other methods with 405', async () => {
    expect((await articles(new Request('http://localhost/api/articles', { method: 'DELETE' }))).status).toBe(405)
  })
})
