import { describe, expect, it } from 'vitest'
import type { FinderResult } from '#lib/model/finder.ts'
import { mergePage, planRequest, type LoadedResults } from './results-state.ts'

const result = (id: number): FinderResult => ({
  type: 'clinic',
  id,
  slug: `k${id}`,
  title: `Kliniek ${id}`,
  link: `/finder/klinieken/k${id}/`,
  place: 'Utrecht',
  postcode: '3511',
  province: 'Utrecht',
  lat: 52,
  lng: 5,
  expertise: [],
  labels: [],
})
const results = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => result(from + i))
const loaded = (key: string, n: number, total: number): LoadedResults => ({
  key,
  results: results(0, n),
  total,
  facets: {},
})

describe('what to fetch', () => {
  it('other filters: everything from the start', () => {
    expect(planRequest(null, 'a', 6)).toEqual({ from: 0, size: 6 })
    expect(planRequest(loaded('a', 6, 20), 'b', 6)).toEqual({ from: 0, size: 6 })
  })

  it('load more: only the missing rest', () => {
    expect(planRequest(loaded('a', 6, 20), 'a', 12)).toEqual({ from: 6, size: 6 })
    expect(planRequest(loaded('a', 6, 8), 'a', 12)).toEqual({ from: 6, size: 2 })
  })

  it('nothing when enough is loaded (back to fewer pages) or all there is', () => {
    expect(planRequest(loaded('a', 12, 20), 'a', 6)).toBeNull()
    expect(planRequest(loaded('a', 8, 8), 'a', 12)).toBeNull()
    expect(planRequest(loaded('a', 0, 0), 'a', 6)).toBeNull()
  })
})

describe('merging an answer (spec §4)', () => {
  it('the first page or other filters replace', () => {
    const next = mergePage(loaded('a', 6, 20), 'b', 0, { results: results(100, 103), total: 3, facets: {} })
    expect(next.results.map((r) => r.id)).toEqual([100, 101, 102])
    expect(next).toMatchObject({ key: 'b', total: 3 })
  })

  it('later pages append, without doubles', () => {
    const next = mergePage(loaded('a', 6, 20), 'a', 6, { results: results(5, 12), total: 20, facets: {} })
    expect(next.results.map((r) => r.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  it("'No results' clears the results and the total becomes 0 (spec §8)", () => {
    expect(mergePage(loaded('a', 6, 20), 'a', 6, { results: [], total: 0, facets: {} })).toEqual({
      key: 'a',
      results: [],
      total: 0,
      facets: {},
    })
  })
})
