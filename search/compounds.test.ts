// Compound splitting: Dutch compounds reach their parts and each other, and words that only look like
// compounds stay whole.
import { describe, expect, it } from 'vitest'
import { stem } from './analysis.ts'
import { splitCompound } from './compounds.ts'
import { searchFromBytes } from './load.ts'
import { buildSearchData } from './build.ts'
import { runSearch } from './search.ts'
import { NO_FILTERS } from './filters.ts'
import { searchFixture } from './test-fixture.ts'

const words = [
  'worm',
  'wormen',
  'kuur',
  'straal',
  'rotte',
  'paarden',
  'kliniek',
  'voorjaar',
  'gras',
  'band',
  'paar',
  'den',
  'zoek',
  'mest',
  'onderzoek',
  'stal',
  'luchtkwaliteit',
  'lucht',
  'kwaliteit',
]
const dictionary = new Set(words.flatMap((w) => [w, stem(w)]))
const known = (w: string) => dictionary.has(w)

describe('splitting a compound into known words', () => {
  const stems = (word: string) => splitCompound(word, known)?.map(stem)

  it('splits into known parts, also when a part is only known inflected ("rot" from "rotte")', () => {
    expect(stems('wormkuur')).toEqual([stem('worm'), stem('kuur')])
    // both orders reach the same two stems
    expect(stems('straalrot')).toEqual([stem('straal'), 'rot'])
    expect(stems('rotstraal')).toEqual(['rot', stem('straal')])
    expect(stems('mestonderzoek')).toEqual(['mest', 'onderzoek'])
  })

  it('takes the linking -en- and -s- between parts, and prefers two parts over three', () => {
    expect(stems('paardenkliniek')).toEqual(['paard', 'kliniek'])
    expect(stems('voorjaarsgras')).toEqual(['voorjar', 'gras'])
    expect(stems('stalluchtkwaliteit')).toEqual(['stal', 'luchtkwaliteit'])
  })

  it('leaves alone inflected simple words, derived words and words with an unknown part', () => {
    expect(splitCompound('paarden', known)).toBeNull() // paar + den, but it is the plural of paard
    expect(splitCompound('verband', known)).toBeNull() // ver- is a prefix, not a word
    expect(splitCompound('onderzoek', known)).toBeNull() // onder- + zoek is a derived word
    expect(splitCompound('griepprik', known)).toBeNull() // neither part is in the dictionary
    expect(splitCompound('worm', known)).toBeNull()
  })
})

describe('compounds in the index', () => {
  const data = searchFromBytes(buildSearchData(searchFixture()).data.index, 'fixture')
  const ids = (q: string) =>
    runSearch(data, { q, mode: 'full', filters: NO_FILTERS, size: 10, from: 0, grouped: false }).results.map(
      (h) => h.id,
    )

  it('finds the documents with the parts of a compound the index does not know', () => {
    // 1006: "Koliek komt bij veulens weinig voor"; no document writes "veulenkoliek".
    expect(ids('veulenkoliek')[0]).toBe(1006)
  })

  it('ranks the compound written whole above its parts', () => {
    // 1006 has "veulens" and "merrie"; none writes "merrieveulen", so its parts answer; "mestonderzoek" is written whole.
    expect(ids('mestonderzoek')).toEqual([1004])
    expect(ids('merrieveulen')[0]).toBe(1006)
  })
})
