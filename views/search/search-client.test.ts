import { describe, expect, it } from 'vitest'
import { MIN_QUERY_LENGTH as SERVER_MIN_QUERY_LENGTH } from '#search/search.ts'
import { fetchSearch, MIN_QUERY_LENGTH, SearchApiError, searchApiUrl } from './search-client.ts'
import { groupedAnswer, hit } from './test-hits.ts'

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init })

describe('search client', () => {
  it('asks /api/search with the parameters the function reads (spec §7)', () => {
    expect(searchApiUrl({ q: 'hoef bevangen', suggest: true, grouped: true, size: 3 })).toBe(
      '/api/search?q=hoef+bevangen&group_by_post_type=1&suggest=1&size=3',
    )
    expect(searchApiUrl({ q: 'koliek', grouped: true, size: 12, from: 24, postTypes: ['event_and_lesson'] })).toBe(
      '/api/search?q=koliek&group_by_post_type=1&size=12&from=24&post_type=event_and_lesson',
    )
    expect(searchApiUrl({ q: 'koliek', from: 0 })).toBe('/api/search?q=koliek')
  })

  it('sends no shorter query than the search function answers', () => {
    expect(MIN_QUERY_LENGTH).toBe(SERVER_MIN_QUERY_LENGTH)
  })

  it('parses the answer and takes the total from x-total-results', async () => {
    const body = groupedAnswer({ article: [hit(1, 'article', 'Koliek')] })
    const seen: string[] = []
    const answer = await fetchSearch({ q: 'koliek', grouped: true }, new AbortController().signal, async (input) => {
      seen.push(String(input))
      return json(body, { headers: { 'x-total-results': '41' } })
    })
    expect(seen).toEqual(['/api/search?q=koliek&group_by_post_type=1'])
    expect(answer.total).toBe(41)
    expect(answer.groups?.[0]?.top_type_hits[0]?.title).toBe('Koliek')
  })

  it("rejects a non-2xx answer with 'Wrong status from API' (spec §5)", async () => {
    const attempt = fetchSearch({ q: 'koliek' }, new AbortController().signal, async () =>
      json({ error: 'The search request failed' }, { status: 500 }),
    )
    await expect(attempt).rejects.toThrow(new SearchApiError('Wrong status from API: 500', 500))
  })

  it('rejects an answer that is not a search answer', async () => {
    const attempt = fetchSearch({ q: 'koliek' }, new AbortController().signal, async () =>
      json({ results: [{ id: 'x' }], total: 1 }),
    )
    await expect(attempt).rejects.toBeInstanceOf(SearchApiError)
    const unknownGroup = { results: [], total: 0, groups: [{ key: 'vet', total: 0, top_type_hits: [] }] }
    await expect(
      fetchSearch({ q: 'koliek' }, new AbortController().signal, async () => json(unknownGroup)),
    ).rejects.toBeInstanceOf(SearchApiError)
  })

  it('passes the abort signal to fetch', async () => {
    const controller = new AbortController()
    let signal: AbortSignal | null | undefined
    await fetchSearch({ q: 'koliek' }, controller.signal, async (_input, init) => {
      signal = init?.signal
      return json({ results: [], total: 0 })
    })
    expect(signal).toBe(controller.signal)
  })
})
