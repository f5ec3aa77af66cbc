// GET /api/search as the browser and the CDN call it: the real handler, real Request objects, the index written to
// disk by the build step and read back. Every parameter, every bad input (400 naming it), never a 500.
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import search from '#functions/search.ts'
import { writeSnapshot } from '#pipeline/snapshot/write.ts'
import { buildSearchData, writeSearchData } from './build.ts'
import { DATA_FILES } from './data-files.ts'
import { fuzzQueries } from './fuzz-queries.ts'
import { searchFixture } from './test-fixture.ts'
import { functionDataDir } from './test-data-dir.ts'

const dir = functionDataDir('api-search-', (data) => writeSearchData(buildSearchData(searchFixture()).data, data))

type Hit = {
  id: number
  post_type: string
  title: string
  link: string
  content_type_primary_name: string
  knowledge_base_category_primary_name: string
}
type Body = {
  results: Hit[]
  groups?: { key: string; total: number; top_type_hits: Hit[] }[]
  error?: string
  parameter?: string
}

async function get(query: string, init?: RequestInit) {
  const response = await search(new Request(`http://localhost/api/search?${query}`, init))
  const body = (await response.json()) as Body
  return {
    status: response.status,
    headers: response.headers,
    body,
    total: Number(response.headers.get('x-total-results')),
    ids: body.results?.map((h) => h.id) ?? [],
  }
}

describe('GET /api/search', () => {
  it('answers results with the spec’s fields, the total in x-total-results, cacheable by the CDN', async () => {
    const r = await get('q=koliek')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toContain('application/json')
    expect(r.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300')
    // The CDN keys on the function's own parameters: a utm_source does not make a second cache entry.
    const vary = r.headers.get('netlify-vary') ?? ''
    expect(vary).toMatch(/^query=/)
    expect(vary.slice('query='.length).split('|')).toEqual(
      expect.arrayContaining(['q', 'post_type', 'post_type[]', 'size', 'from', 'sort']),
    )
    expect(vary).not.toContain('utm')
    expect(r.total).toBe(8)
    expect(r.body.results).toHaveLength(6) // default size
    expect(r.body.groups).toBeUndefined()
    expect(r.body.results[0]).toMatchObject({
      post_type: 'article',
      title: 'Koliek bij het paard: eerste hulp',
      link: '/kennisbank/artikel-1001/',
      content_type_primary_name: 'Artikel',
      knowledge_base_category_primary_name: 'Koliek en spijsvertering',
    })
  })

  it('groups by post type with group_by_post_type=1', async () => {
    const r = await get('q=koliek&group_by_post_type=1&size=2')
    expect(r.body.groups?.map((g) => [g.key, g.total, g.top_type_hits.length])).toEqual([
      ['article', 4, 2],
      ['page', 0, 0],
      ['post', 1, 1],
      ['event_and_lesson', 3, 2],
    ])
  })

  it('suggests as you type with suggest=1 (the last word as a prefix)', async () => {
    expect((await get('q=ont&suggest=1&group_by_post_type=1')).ids).toEqual([1004])
    expect((await get('q=ont')).ids).toEqual([]) // the results page takes a prefix from 4 letters on
  })

  it('pages with size and from', async () => {
    const pages = await Promise.all([0, 12, 24].map((from) => get(`q=voeding&size=12&from=${from}`)))
    expect(pages.map((p) => p.ids.length)).toEqual([12, 12, 1])
    expect(new Set(pages.flatMap((p) => p.ids)).size).toBe(25)
    expect(pages[0]?.total).toBe(25)
  })

  it('reads post_type repeated, as post_type[] and comma-separated; event_and_lesson is events and lessons', async () => {
    const expected = [2001, 2101, 2201, 2202]
    for (const q of [
      'post_type=post&post_type=event_and_lesson',
      'post_type[]=post&post_type[]=event_and_lesson',
      'post_type=post,event,lesson',
    ]) {
      expect((await get(`q=koliek&${q}`)).ids.sort(), q).toEqual(expected)
    }
  })

  it('filters on knowledge_base_category and content_type (id or slug)', async () => {
    expect((await get('q=koliek&knowledge_base_category=401')).ids).toEqual([1001, 1004])
    expect((await get('q=ontworming&knowledge_base_category=koliek-en-spijsvertering')).ids).toEqual([1004])
    expect((await get('q=kliniek&content_type=video')).ids).toEqual([1002])
    expect((await get('q=kliniek&content_type=451')).ids).toEqual([])
  })

  it('lists an author’s articles without q: author_ids, clinic_author_id, sort_by=post_date&sort=desc', async () => {
    expect((await get('post_type[]=article&size=6&from=0&author_ids=2&sort_by=post_date&sort=desc')).ids).toEqual([
      1001,
    ])
    expect((await get('post_type[]=article&author_ids=guest:2601')).ids).toEqual([1002])
    expect(
      (await get('post_type[]=article&author_ids=3&clinic_author_id=3004&sort_by=post_date&sort=desc')).ids,
    ).toEqual([1001, 1003])
    expect(
      (await get('post_type[]=article&author_ids=3&clinic_author_id=3004&sort_by=post_date&sort=asc')).ids,
    ).toEqual([1003, 1001])
  })

  it('lists a clinic’s vets without q: vet_clinics_relation', async () => {
    expect((await get('post_type[]=vet&size=6&from=0&vet_clinics_relation=3004')).ids.sort()).toEqual([3101, 3103])
  })

  it('rejects an empty query with 400 "No query" unless it lists by author or clinic', async () => {
    for (const q of ['', 'q=', 'q=%20%20', 'post_type=article', 'group_by_post_type=1']) {
      const r = await get(q)
      expect(r.status, q).toBe(400)
      expect(r.body, q).toEqual({ error: 'No query', parameter: 'q' })
      expect(r.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('answers no results with 200, an empty list and total 0', async () => {
    const r = await get('q=quantumfysica&group_by_post_type=1')
    expect(r.status).toBe(200)
    expect(r.body.results).toEqual([])
    expect(r.total).toBe(0)
    expect(r.body.groups?.every((g) => g.total === 0 && g.top_type_hits.length === 0)).toBe(true)
    expect((await get('q=k')).total).toBe(0) // below the minimum length
  })

  it.each([
    ['size=abc&q=koliek', 'size', 'size: must be a whole number'],
    ['size=101&q=koliek', 'size', 'size: must be at most 100'],
    ['size=-1&q=koliek', 'size', 'size: must be a whole number'],
    ['size=1&size=2&q=koliek', 'size', 'size: given more than once'],
    ['from=x&q=koliek', 'from', 'from: must be a whole number'],
    ['from=10001&q=koliek', 'from', 'from: must be at most 10000'],
    ['post_type=recipe&q=koliek', 'post_type', 'post_type: must be one of'],
    [
      'knowledge_base_category=%3Cscript%3E&q=koliek',
      'knowledge_base_category',
      'knowledge_base_category: must be an id or a slug',
    ],
    ['content_type=a%20b&q=koliek', 'content_type', 'content_type: must be an id or a slug'],
    ['author_ids=anouk', 'author_ids', 'author_ids: must be an author id'],
    ['clinic_author_id=0', 'clinic_author_id', 'clinic_author_id: must be a positive id'],
    ['vet_clinics_relation=kliniek', 'vet_clinics_relation', 'vet_clinics_relation: must be a numeric id'],
    ['sort_by=title&q=koliek', 'sort_by', 'sort_by: must be post_date or relevance'],
    ['sort=up&q=koliek', 'sort', 'sort: must be desc or asc'],
    ['group_by_post_type=maybe&q=koliek', 'group_by_post_type', 'group_by_post_type: must be 1 or 0'],
    ['suggest=2&q=koliek', 'suggest', 'suggest: must be 1 or 0'],
    [`q=${'a'.repeat(201)}`, 'q', 'q: longer than 200 characters'],
    ['q=a&q=b', 'q', 'q: given more than once'],
    [`post_type=${Array(51).fill('post').join(',')}&q=koliek`, 'post_type', 'post_type: more than 50 values'],
  ])('rejects %s with 400 naming %s', async (query, parameter, message) => {
    const r = await get(query)
    expect(r.status).toBe(400)
    expect(r.body.parameter).toBe(parameter)
    expect(r.body.error).toContain(message)
  })

  it('answers 400 with a message or 200 with results to 400 random queries, never a 500 or a crash', async () => {
    for (const query of fuzzQueries(400)) {
      const response = await search(new Request(`http://localhost/api/search?${query}`))
      const body: unknown = await response.json()
      expect([200, 400], query).toContain(response.status)
      if (response.status === 400) expect(body, query).toMatchObject({ error: expect.any(String) })
      else expect(body, query).toMatchObject({ results: expect.any(Array) })
    }
  })

  it('answers other methods with 405', async () => {
    const response = await search(new Request('http://localhost/api/search?q=koliek', { method: 'POST', body: '{}' }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })

  it('builds the index from the snapshot, with a warning, when the build wrote none', async () => {
    await writeSnapshot(path.join(dir, 'snapshot'), searchFixture())
    process.env.SEARCH_DATA_DIR = path.join(dir, 'nothing-here')
    process.env.SNAPSHOT_DIR = path.join(dir, 'snapshot')
    resetRuntimeEnv()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const r = await get('q=paarden')
    expect(r.status).toBe(200)
    expect(r.ids).toContain(1001)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('built one from the snapshot'))
    warn.mockRestore()
  })

  it('answers 503 with a JSON error when there is no index and no snapshot to build one from', async () => {
    process.env.SEARCH_DATA_DIR = path.join(dir, 'nothing-here')
    process.env.SNAPSHOT_DIR = path.join(dir, 'no-snapshot')
    resetRuntimeEnv()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const r = await get('q=koliek')
    expect(r.status).toBe(503)
    expect(r.body.error).toBe('The search index is not available')
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('none could be built from the snapshot'))
    logged.mockRestore()
  })

  it('answers 503 when the index file is corrupt', async () => {
    const broken = path.join(dir, 'broken')
    mkdirSync(broken, { recursive: true })
    writeFileSync(path.join(broken, DATA_FILES.index), 'not an index')
    process.env.SEARCH_DATA_DIR = broken
    resetRuntimeEnv()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect((await get('q=koliek')).status).toBe(503)
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('not a search data file'))
    logged.mockRestore()
  })
})
