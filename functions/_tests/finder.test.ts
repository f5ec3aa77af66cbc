import path from 'node:path'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { describe, expect, it, vi } from 'vitest'
import { buildFinderIndex } from '#finder/build.ts'
import { finderFuzzQueries } from '#finder/fuzz-queries.ts'
import { UTRECHT, finderFixture } from '#finder/test-fixture.ts'
import type { FinderCountResponse, FinderResponse, MostViewedResponse } from '#lib/model/finder.ts'
import { writeSnapshot } from '#pipeline/snapshot/write.ts'
import { writeFinderIndex } from '#sitebuild/build-finder-index.ts'
import { loadFunctions } from '../_runtime/load.ts'
import { matchFunction } from '../_runtime/route.ts'
import finder from '../finder.ts'
import mostViewed from '../most-viewed-finder-results.ts'
import { functionDataDir } from '#search/test-data-dir.ts'

const dir = functionDataDir('api-finder-', (data) => writeFinderIndex(buildFinderIndex(finderFixture()).data, data))

type Body = Partial<FinderResponse & FinderCountResponse> & { error?: string; parameter?: string }
async function get(query: string) {
  const response = await finder(new Request(`http://localhost/api/search/finder?${query}`))
  const body = (await response.json()) as Body
  return {
    status: response.status,
    headers: response.headers,
    body,
    total: Number(response.headers.get('x-total-results')),
    titles: body.results?.map((r) => r.title) ?? [],
  }
}
const near = `user_lat=${UTRECHT.lat}&user_lng=${UTRECHT.lng}&postcode=3511AB`

describe('GET /api/search/finder', () => {
  it('answers results and facets, the total in x-total-results, nine by default', async () => {
    const r = await get('')
    expect(r.status).toBe(200)
    expect(r.total).toBe(7)
    expect(r.body.results).toHaveLength(7)
    expect(r.body.facets?.finder_expertise).toEqual({ chirurgie: 3, orthopedie: 2 })
    expect(r.headers.get('cache-control')).toContain('max-age')
  })

  it('reads lists repeated, as name[] and comma-separated', async () => {
    const expected = ['Paardenkliniek Domstad']
    for (const q of [
      'finder_expertise=chirurgie&finder_expertise=orthopedie',
      'finder_expertise[]=chirurgie&finder_expertise[]=orthopedie',
      'finder_expertise=chirurgie,orthopedie',
    ]) {
      expect((await get(q)).titles, q).toEqual(expected)
    }
  })

  it('selects within the radius around the postcode, nearest first with the distance', async () => {
    const r = await get(`${near}&filter_distance=10`)
    expect(r.body.results?.map((x) => [x.title, x.distance])).toEqual([
      ['Anna Bakker', 0],
      ['Paardenkliniek Domstad', 0],
      ['Dierenartsenpraktijk Zeist', 7.6],
    ])
    const noPostcode = await get(`user_lat=${UTRECHT.lat}&user_lng=${UTRECHT.lng}&filter_distance=10`)
    expect(noPostcode.total).toBe(7)
    expect((await get(`${near}&filter_distance=`)).total).toBe(7)
  })

  it('widens with issues (or) and narrows with terms (and)', async () => {
    expect((await get('finder_issues=koliek')).total).toBe(4)
    expect((await get('finder_issues=koliek,oogproblemen')).total).toBe(5)
    expect((await get('finder_issues=koliek&finder_expertise=chirurgie')).total).toBe(3)
    expect((await get('finder_expertise=chirurgie&finder_expertise=orthopedie&terms_operator=or')).total).toBe(4)
    // Spec §9: an issue expanded by the client into its term groups with `or` is the union, as finder_issues is.
    const koliek = 'finder_expertise=chirurgie&finder_service=24-uurs-spoeddienst'
    expect((await get(`${koliek}&terms_operator=or`)).total).toBe(4)
    expect((await get(koliek)).total).toBe(1)
  })

  it('counts without results with dry_run=1', async () => {
    const r = await get('dry_run=1&finder_province=Utrecht')
    expect(r.body).toEqual({ total: 3, facets: expect.any(Object) })
    expect(r.total).toBe(3)
  })

  it('pages with from and size, up to 10,000', async () => {
    expect((await get('size=2&from=2')).titles).toEqual(['Carla Dekker', 'Dierenartsenpraktijk Zeist'])
    expect((await get('size=10000')).status).toBe(200)
    expect((await get('size=999&post_type=vet')).titles).toHaveLength(3)
  })

  it('answers 400 naming the parameter for bad input', async () => {
    const cases: [string, string][] = [
      ['size=10001', 'size'],
      ['size=-1', 'size'],
      ['from=x', 'from'],
      ['filter_distance=0', 'filter_distance'],
      ['filter_distance=3', 'filter_distance'],
      ['terms_operator=xor', 'terms_operator'],
      ['user_lat=91', 'user_lat'],
      ['user_lng=abc', 'user_lng'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['post_type=article', 'post_type'],
      ['finder_expertise=%3Cscript%3E', 'finder_expertise'],
      ['size=1&size=2', 'size'],
    ]
    for (const [query, parameter] of cases) {
      const r = await get(query)
      expect(r.status, query).toBe(400)
      expect(r.body, query).toMatchObject({ parameter, error: expect.stringContaining(parameter) })
      expect(r.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('never fails on 400 random queries: 200 or 400, never a crash', async () => {
    for (const query of finderFuzzQueries(400)) {
      const response = await finder(new Request(`http://localhost/api/search/finder?${query}`))
      const body: unknown = await response.json()
      expect([200, 400], query).toContain(response.status)
      if (response.status === 400)
        expect(body, query).toMatchObject({ error: expect.any(String), parameter: expect.any(String) })
      else expect(body, query).toMatchObject({ facets: expect.any(Object) })
    }
  })

  it('answers other methods with 405', async () => {
    expect(
      (await finder(new Request('http://localhost/api/search/finder', { method: 'POST', body: '{}' }))).status,
    ).toBe(405)
  })

  it('builds the index from the snapshot, with a warning, when the build wrote none', async () => {
    await writeSnapshot(path.join(dir, 'snapshot'), finderFixture())
    process.env.SEARCH_DATA_DIR = path.join(dir, 'nothing-here')
    process.env.SNAPSHOT_DIR = path.join(dir, 'snapshot')
    resetRuntimeEnv()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect((await get('')).total).toBe(7)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('built one from the snapshot'))
    warn.mockRestore()
  })

  it('answers 503 with a JSON error when there is no index and no snapshot', async () => {
    process.env.SEARCH_DATA_DIR = path.join(dir, 'nothing-here')
    process.env.SNAPSHOT_DIR = path.join(dir, 'no-snapshot')
    resetRuntimeEnv()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const r = await get('')
    expect(r.status).toBe(503)
    expect(r.body.error).toMatch(/finder index is not available/)
    error.mockRestore()
  })
})

describe('GET /api/search/most-viewed-finder-results', () => {
  it("answers the editors' pick in their order, unpublished and missing ids left out", async () => {
    const response = await mostViewed(new Request('http://localhost/api/search/most-viewed-finder-results'))
    const body = (await response.json()) as MostViewedResponse
    expect(response.status).toBe(200)
    expect(body.results.map((r) => r.id)).toEqual([3004, 3101, 3002])
    expect(response.headers.get('x-total-results')).toBe('3')
  })
})

describe('routing', () => {
  it('sends /api/search/finder and the most-viewed path to their functions, not to /api/search', async () => {
    const { functions } = await loadFunctions(path.join(import.meta.dirname, '..'))
    expect(matchFunction(functions, '/api/search/finder', 'GET')?.fn.name).toBe('finder')
    expect(matchFunction(functions, '/api/search/most-viewed-finder-results', 'GET')?.fn.name).toBe(
      'most-viewed-finder-results',
    )
    expect(matchFunction(functions, '/api/search', 'GET')?.fn.name).toBe('search')
    expect(matchFunction(functions, '/api/geocode/suggest', 'GET')?.fn.name).toBe('geocode-suggest')
  })
})
