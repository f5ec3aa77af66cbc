// Pinned pages: an editor's curation puts a page first for a query, in the full search and the suggestions, from the
// build on; filters still apply; other queries are untouched.
import { describe, expect, it } from 'vitest'
import { buildSearchData } from './build.ts'
import { curationTable, withPins } from './curations.ts'
import { NO_FILTERS } from './filters.ts'
import { searchFromBytes } from './load.ts'
import { runSearch } from './search.ts'
import { searchFixture } from './test-fixture.ts'

function searchWith(curations: { query: string; post: number }[]) {
  const snapshot = searchFixture()
  snapshot.site.settings.search_settings.curations = curations
  const data = searchFromBytes(buildSearchData(snapshot).data.index, 'fixture')
  return (q: string, mode: 'full' | 'suggest' = 'full', grouped = false) =>
    runSearch(data, { q, mode, filters: NO_FILTERS, size: 10, from: 0, grouped })
}
const ids = (answer: { results: { id: number }[] }) => answer.results.map((h) => h.id)

describe('curations (pinned pages)', () => {
  it('puts the pinned page first for its query, in the full search, whatever the words alone rank', () => {
    const before = ids(searchWith([])('koliek'))
    expect(before[0]).toBe(1001)
    expect(before).toContain(1009)
    const search = searchWith([{ query: 'Koliek', post: 1009 }])
    expect(ids(search('koliek'))[0]).toBe(1009)
    // The same query however typed: the search's own normalization.
    expect(ids(search('  KOLIEK '))[0]).toBe(1009)
    // Other queries are as they were.
    expect(ids(search('koliek veulens'))).toEqual(ids(searchWith([])('koliek veulens')))
  })

  it('adds a pinned page the words do not find, and keeps several pins in the editor’s order', () => {
    const search = searchWith([
      { query: 'paard kopen', post: 1010 },
      { query: 'paard kopen', post: 1004 },
    ])
    expect(ids(search('paard kopen')).slice(0, 2)).toEqual([1010, 1004])
  })

  it('puts the pinned page first in the suggestions', () => {
    const search = searchWith([{ query: 'koliek', post: 1006 }])
    const suggested = search('koliek', 'suggest', true)
    const kb = suggested.groups?.find((g) => g.key === 'article')
    expect(kb?.top_type_hits[0]?.id).toBe(1006)
  })

  it('leaves out rows whose page is not in the search (a draft, a deleted page)', () => {
    const { table, unknown } = curationTable(
      [
        { query: 'koliek', post: 1007 },
        { query: 'koliek', post: 1 },
      ],
      (id) => (id === 1 ? 0 : undefined),
    )
    expect(table).toEqual({ koliek: [0] })
    expect(unknown).toEqual([{ query: 'koliek', post: 1007 }])
    expect(ids(searchWith([{ query: 'koliek', post: 1007 }])('koliek'))).not.toContain(1007)
  })

  it('scores pins above every match even after the heaviest type weight', () => {
    const pinned = withPins({ count: 2, docs: Uint32Array.of(3, 4), scores: Float64Array.of(10, 8) }, [4, 9])
    const score = (doc: number) => pinned.scores[[...pinned.docs].indexOf(doc)] ?? 0
    expect(score(9)).toBeGreaterThan(10 * 1.2)
    expect(score(4)).toBeGreaterThan(score(9) * 1.2)
  })
})
