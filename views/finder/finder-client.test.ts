import { describe, expect, it } from 'vitest'
import { EMPTY_FINDER_QUERY, type FinderQuery } from './finder-query.ts'
import { fetchFinderPage, finderApiParams, finderCountUrl, finderResultsUrl } from './finder-client.ts'
import { geocode, isPostcode, suggestPlaces } from './geocode-client.ts'

const q: FinderQuery = {
  ...EMPTY_FINDER_QUERY,
  postcode: '3881 GK',
  lat: 52.2,
  lng: 5.6,
  distance: '10',
  lists: { ...EMPTY_FINDER_QUERY.lists, finder_expertise: ['chirurgie'] },
}
const json =
  (body: unknown, init: ResponseInit = {}) =>
  async () =>
    new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } })
const signal = new AbortController().signal

describe('the finder function parameters (spec §7, §9)', () => {
  it('send the distance only when it counts, and terms_operator=and by default', () => {
    expect(finderApiParams(q).toString()).toBe(
      'postcode=3881+GK&user_lat=52.2&user_lng=5.6&filter_distance=10&finder_expertise=chirurgie',
    )
    expect(finderApiParams({ ...q, lat: undefined, lng: undefined }).has('filter_distance')).toBe(false)
  })

  it('switch to terms_operator=or when issues are chosen', () => {
    expect(
      finderApiParams({ ...q, lists: { ...q.lists, finder_issues: ['koliek', 'hoesten'] } }).get('terms_operator'),
    ).toBe('or')
  })

  it('page with size and from; count with dry_run=1', () => {
    expect(finderResultsUrl(EMPTY_FINDER_QUERY, 6, 6)).toBe('/api/search/finder?size=6&from=6')
    expect(finderCountUrl(EMPTY_FINDER_QUERY)).toBe('/api/search/finder?dry_run=1')
  })
})

describe('reading the answers', () => {
  it('takes the total from x-total-results', async () => {
    const page = await fetchFinderPage(
      '/api/search/finder',
      signal,
      json({ results: [], facets: { finder_expertise: { chirurgie: 4 } } }, { headers: { 'x-total-results': '0' } }),
    )
    expect(page).toEqual({ results: [], total: 0, facets: { finder_expertise: { chirurgie: 4 } } })
  })

  it("rejects a non-2xx status as 'Wrong status from API'", async () => {
    await expect(
      fetchFinderPage('/api/search/finder', signal, json({ error: 'x' }, { status: 500 })),
    ).rejects.toMatchObject({ message: 'Wrong status from API: 500', status: 500 })
  })

  it('geocode failures carry the status the message names; an unreadable one is UNKNOWN_ERROR', async () => {
    expect(
      await geocode('0000', signal, json({ status: 'ZERO_RESULTS', error: 'no such postcode' }, { status: 404 })),
    ).toEqual({ ok: false, status: 'ZERO_RESULTS' })
    expect(await geocode('0000', signal, async () => new Response('<html>', { status: 502 }))).toEqual({
      ok: false,
      status: 'UNKNOWN_ERROR',
    })
    expect(
      await suggestPlaces(
        'ams',
        signal,
        json({
          predictions: [{ label: 'Amsterdam', place: 'Amsterdam', province: 'Noord-Holland', lat: 52.37, lng: 4.9 }],
        }),
      ),
    ).toMatchObject({ ok: true, value: [{ label: 'Amsterdam' }] })
  })

  it('knows a complete postcode', () => {
    for (const p of ['3881', '3881GK', '3881 gk']) expect(isPostcode(p)).toBe(true)
    for (const p of ['388', '38812', '3881 G', 'Putten']) expect(isPostcode(p)).toBe(false)
  })
})
