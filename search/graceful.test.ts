// Ranking that degrades gracefully, on the search fixture: every word first, then most of the query by
// rarity; stop words never decide; a query about something the content lacks finds nothing.
import { describe, expect, it } from 'vitest'
import { buildSearchData } from './build.ts'
import { NO_FILTERS } from './filters.ts'
import { searchFromBytes } from './load.ts'
import { runSearch } from './search.ts'
import type { SearchMode } from './query-plan.ts'
import { searchFixture } from './test-fixture.ts'

const data = searchFromBytes(buildSearchData(searchFixture()).data.index, 'fixture')
const ids = (q: string, mode: SearchMode = 'full') =>
  runSearch(data, { q, mode, filters: NO_FILTERS, size: 20, from: 0, grouped: false }).results.map((h) => h.id)

describe('graceful ranking', () => {
  it('answers a question with a word no page has, from the words that match', () => {
    // No page says "rijden"; the colic first-aid article has "koliek" and "dierenarts".
    expect(ids('koliek dierenarts rijden')[0]).toBe(1001)
    expect(ids('koliek dierenarts rijden', 'suggest')[0]).toBe(1001)
  })

  it('puts the pages with every word above those with most of them', () => {
    expect(ids('koliek veulens merrie')[0]).toBe(1006) // the only page with all three
    // No page has both: each page with one of the two (about equally rare) words answers (1002 is in the category
    // "Hoeven en beweging").
    expect(ids('veulens hoeven').sort()).toEqual([1002, 1003, 1006])
  })

  it('lets stop words and question verbs decide nothing', () => {
    expect(ids('wat moet ik doen bij koliek')).toEqual(ids('koliek'))
    expect(ids('hoe laat je het na')).toEqual([])
  })

  it('finds nothing when half the words or more are unknown to the content', () => {
    expect(ids('hypotheek koliek')).toEqual([])
    expect(ids('xqzwvj')).toEqual([])
    // one unknown word in a longer question is left out of the weighing
    expect(ids('koliek veulens xqzwvj')[0]).toBe(1006)
  })

  it('matches a verb in -eren with its noun when the index has it', () => {
    // No fixture page says "controle" or "controleren"; once one says "controle", "controleren" finds it.
    const snapshot = searchFixture()
    const article = snapshot.entities.articles[1009]
    if (article) article.content = '<p>Een goed passend zadel. Laat de controle doen door een zadelmaker.</p>'
    const local = searchFromBytes(buildSearchData(snapshot).data.index, 'fixture')
    const found = runSearch(local, {
      q: 'zadel controleren',
      mode: 'full',
      filters: NO_FILTERS,
      size: 5,
      from: 0,
      grouped: false,
    }).results
    expect(found[0]?.id).toBe(1009)
    expect(
      runSearch(data, { q: 'controleren', mode: 'full', filters: NO_FILTERS, size: 5, from: 0, grouped: false }).total,
    ).toBe(0)
  })
})
