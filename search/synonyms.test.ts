// Editors' synonyms (issue 17): the CMS rows become groups, a query word of a group also finds its other words, and
// the page that uses the visitor's own word still comes first.
import { describe, expect, it } from 'vitest'
import { stem } from './analysis.ts'
import { buildSearchData } from './build.ts'
import { NO_FILTERS } from './filters.ts'
import { searchFromBytes } from './load.ts'
import { runSearch } from './search.ts'
import { synonymGroups, synonymMap } from './synonyms.ts'
import { searchFixture } from './test-fixture.ts'

describe('synonym groups from the CMS rows', () => {
  it('folds, splits on commas, semicolons and new lines, and drops repeats and groups of one word', () => {
    expect(
      synonymGroups([{ words: 'Wormkuur, ontworming ; Ontworming\nontwormen' }, { words: 'alleen' }, { words: ' , ' }]),
    ).toEqual([['wormkuur', 'ontworming', 'ontwormen']])
  })

  it('looks a word up by its stem, so singular and plural stand for the group, and a phrase adds its words', () => {
    const map = synonymMap(synonymGroups([{ words: 'luis, luizen' }, { words: 'ppid, ziekte van cushing' }]))
    expect(map.get(stem('luis'))).toEqual([stem('luizen')])
    expect(map.get(stem('luizen'))).toEqual([stem('luis')])
    expect(map.get('ppid')).toEqual([stem('ziekte'), 'cushing'])
    expect(map.has('cushing')).toBe(false) // a phrase is not looked up by one of its words
  })
})

describe('synonyms at query time', () => {
  const withSynonyms = (rows: { words: string }[]) => {
    const snapshot = searchFixture()
    snapshot.site.settings.search_settings.synonyms = rows
    const data = searchFromBytes(buildSearchData(snapshot).data.index, 'fixture')
    return (q: string) =>
      runSearch(data, { q, mode: 'full', filters: NO_FILTERS, size: 10, from: 0, grouped: false }).results.map(
        (h) => h.id,
      )
  }

  it("finds the content's word for the visitor's word", () => {
    expect(withSynonyms([])('wormkuur')).toEqual([])
    expect(withSynonyms([{ words: 'wormkuur, ontworming' }])('wormkuur')).toEqual([1004])
  })

  it('ranks the page with the word itself above the page with its synonym', () => {
    // 1001 says "buikpijn" itself; the other colic pages only say "koliek" and come after it.
    const ids = withSynonyms([{ words: 'koliek, buikpijn' }])
    expect(ids('buikpijn')[0]).toBe(1001)
    expect(ids('buikpijn').length).toBeGreaterThan(1)
  })

  it('works in the as-you-type suggestions', () => {
    const snapshot = searchFixture()
    snapshot.site.settings.search_settings.synonyms = [{ words: 'laminitis, hoefbevangenheid' }]
    const data = searchFromBytes(buildSearchData(snapshot).data.index, 'fixture')
    const hits = runSearch(data, {
      q: 'laminitis',
      mode: 'suggest',
      filters: NO_FILTERS,
      size: 6,
      from: 0,
      grouped: false,
    }).results
    expect(hits.map((h) => h.id)).toEqual([1003])
  })
})
