import { describe, expect, it } from 'vitest'
import {
  EMPTY_FINDER_QUERY,
  clearFilters,
  distanceCounts,
  finderHref,
  finderSearch,
  firstPage,
  pageSize,
  parseFinderQuery,
  toggleValue,
  withTerm,
  type FinderQuery,
} from './finder-query.ts'

const full: FinderQuery = {
  q: 'de kempen',
  postcode: '3881 GK',
  lat: 52.25,
  lng: 5.6,
  distance: '10',
  lists: {
    ...EMPTY_FINDER_QUERY.lists,
    finder_expertise: ['chirurgie', 'orthopedie'],
    finder_issues: ['koliek'],
    finder_province: ['Noord-Brabant'],
  },
  display: 'map',
  page: 3,
}

describe('the finder state in the URL', () => {
  it('round-trips every filter, the place, the distance, the display mode and the page', () => {
    const search = finderSearch(full)
    expect(parseFinderQuery(search)).toEqual(full)
    expect(search).toBe(
      '?q=de+kempen&postcode=3881+GK&user_lat=52.25&user_lng=5.6&filter_distance=10&finder_issues=koliek&finder_expertise=chirurgie%2Corthopedie&finder_province=Noord-Brabant&display=map&page=3',
    )
  })

  it('leaves the defaults out: the empty state is the bare path', () => {
    expect(finderSearch(EMPTY_FINDER_QUERY)).toBe('')
    expect(parseFinderQuery('')).toEqual(EMPTY_FINDER_QUERY)
  })

  it('reads what the form without JavaScript sends: repeated parameters, name[] and comma lists', () => {
    const q = parseFinderQuery(
      '?finder_expertise=chirurgie&finder_expertise=gedrag&finder_service[]=echografie&finder_label=nieuw,partner&filter_distance=&q=',
    )
    expect(q.lists.finder_expertise).toEqual(['chirurgie', 'gedrag'])
    expect(q.lists.finder_service).toEqual(['echografie'])
    expect(q.lists.finder_label).toEqual(['nieuw', 'partner'])
    expect(q.distance).toBe('all')
  })

  it('drops what it cannot use instead of failing: bad distance, page, display, a lone or out-of-range coordinate', () => {
    const q = parseFinderQuery('?filter_distance=7&page=0&display=grid&user_lat=52.1')
    expect(q).toEqual(EMPTY_FINDER_QUERY)
    expect(parseFinderQuery('?user_lat=95&user_lng=5').lat).toBeUndefined()
    expect(parseFinderQuery('?page=abc').page).toBe(1)
    expect(parseFinderQuery('?page=99999').page).toBe(1)
  })

  it('page sizes (spec §9: 9, the list view 3 fewer)', () => {
    expect(pageSize('map')).toBe(9)
    expect(pageSize('list')).toBe(6)
  })
})

describe('changing the state', () => {
  it('a filter change starts again at page 1 (spec §4)', () => {
    expect(firstPage(full).page).toBe(1)
    expect(toggleValue(full, 'finder_expertise', 'chirurgie').lists.finder_expertise).toEqual(['orthopedie'])
    expect(toggleValue(full, 'finder_label', 'nieuw').lists.finder_label).toEqual(['nieuw'])
  })

  it('the distance counts only with distance, latitude, longitude and postcode (spec §5)', () => {
    expect(distanceCounts(full)).toBe(true)
    expect(distanceCounts({ ...full, postcode: '' })).toBe(false)
    expect(distanceCounts({ ...full, lat: undefined })).toBe(false)
    expect(distanceCounts({ ...full, distance: 'all' })).toBe(false)
  })

  it('clearing keeps a term page its own term', () => {
    const term = { key: 'finder_expertise' as const, value: 'chirurgie' }
    expect(clearFilters(full, term).lists).toEqual({ ...EMPTY_FINDER_QUERY.lists, finder_expertise: ['chirurgie'] })
    expect(clearFilters(full).lists).toEqual(EMPTY_FINDER_QUERY.lists)
  })
})

describe('term pages (/finder/{term}/)', () => {
  const term = { key: 'finder_expertise' as const, value: 'chirurgie', path: '/finder/chirurgie/' }

  it('select their term, which the query string does not repeat', () => {
    const q = withTerm(parseFinderQuery('?finder_service=echografie'), term)
    expect(q.lists.finder_expertise).toEqual(['chirurgie'])
    expect(finderHref(q, term)).toBe('/finder/chirurgie/?finder_service=echografie')
  })

  it('move to /finder/ once the term is no longer chosen', () => {
    const q = toggleValue(withTerm(EMPTY_FINDER_QUERY, term), 'finder_expertise', 'chirurgie')
    expect(finderHref({ ...q, q: 'paard' }, term)).toBe('/finder/?q=paard')
  })
})
