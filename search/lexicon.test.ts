// The Dutch lexicon (decision 060) on made-up pages: verb forms Snowball leaves apart meet through their lemma, a
// synonym reaches the compound that starts with its partner, and a query compound finds only pages that carry both
// its parts — never a page that has its head and mentions the modifier once in passing.
import { describe, expect, it } from 'vitest'
import type { Article } from '#lib/model/types.ts'
import { snowballStem, stem } from './analysis.ts'
import { buildSearchData } from './build.ts'
import { NO_FILTERS } from './filters.ts'
import { fullLexicon, termTable } from './lexicon-build.ts'
import { infinitiveOf } from './lexicon-expand.ts'
import { searchFromBytes } from './load.ts'
import { runSearch } from './search.ts'
import { SERIES, searchFixture } from './test-fixture.ts'

const FILLER = 'Een paard heeft ruwvoer, water en beweging nodig. Een vaste routine in de stal geeft rust. '

/** The fixture with its "Voeding deel N" series replaced by these pages (title, html), ids 1101, 1102, … */
function search(pages: [string, string][], synonyms: string[] = []) {
  const snapshot = searchFixture()
  SERIES.forEach((id, i) => {
    const article = snapshot.entities.articles[id] as Article
    const [title, content] = pages[i] ?? [`Stalwerk deel ${i + 1}`, `<p>${FILLER}</p>`]
    snapshot.entities.articles[id] = { ...article, title, content, excerpt: '' }
  })
  snapshot.site.settings.search_settings.synonyms = synonyms.map((words) => ({ words }))
  const data = searchFromBytes(buildSearchData(snapshot).data.index, 'lexicon test')
  return (q: string) =>
    runSearch(data, { q, mode: 'full', filters: NO_FILTERS, size: 10, from: 0, grouped: false }).results.map(
      (h) => h.id,
    )
}

describe('the lexicon from the Dutch dictionary', () => {
  it("relates a verb's third person to its infinitive, which Snowball does not", () => {
    fullLexicon()
    expect(stem('graast')).toBe(stem('grazen'))
    expect(stem('schuurt')).toBe(stem('schuren'))
    expect(stem('hondje')).toBe(stem('hond'))
    // a form the dictionary lists as a word of its own keeps its own stem: "hoef" (hoof) is no form of "hoeven" (need)
    expect(stem('hoeft')).toBe(stem('hoeven'))
    expect(stem('hoef')).toBe(snowballStem('hoef'))
  })

  it("finds a verb's infinitive from its stem with Dutch spelling (vowels, f/v, s/z, doubled consonants)", () => {
    const infinitives = new Set(['lopen', 'geven', 'grazen', 'zwellen', 'gaan', 'hoesten'])
    expect(infinitiveOf('loop', infinitives)).toBe('lopen')
    expect(infinitiveOf('geef', infinitives)).toBe('geven')
    expect(infinitiveOf('graas', infinitives)).toBe('grazen')
    expect(infinitiveOf('zwel', infinitives)).toBe('zwellen')
    expect(infinitiveOf('ga', infinitives)).toBe('gaan')
    expect(infinitiveOf('hoest', infinitives)).toBe('hoesten')
    expect(infinitiveOf('zing', infinitives)).toBeNull()
  })
})

describe('an uninflected word in "-s" is no form of the word Snowball strips it to', () => {
  it('keeps an adverb or preposition listed without affix flags apart from the noun under its "-ens"', () => {
    const table = termTable({
      rules: 0,
      lemmas: new Map([['wegen', ['weg']]]),
      heads: new Set(['weg', 'wegens', 'zodoende', 'rijs']),
      bare: new Set(['wegens', 'zodoende', 'rijs']),
      begins: new Set(),
      ends: new Set(),
    })
    expect(table.get('wegens')).toBe('wegens')
    // a bare word Snowball leaves alone, or strips onto no listed word's stem, needs no entry
    expect(table.has('zodoende')).toBe(false)
    expect(table.has('rijs')).toBe(false)
  })

  it('in the Dutch dictionary: "wegens" and "krachtens" keep their own term, "wegen" still meets "weg"', () => {
    fullLexicon()
    expect(stem('wegens')).not.toBe(stem('weg'))
    expect(stem('krachtens')).not.toBe(stem('kracht'))
    expect(stem('wegen')).toBe(stem('weg'))
    expect(stem('krachten')).toBe(stem('kracht'))
  })

  it('a query with the preposition does not find a page that only names the noun', () => {
    const ids = search([
      ['Een nieuwe weg naar de wei', `<p>${FILLER}De weg naar de wei is verhard, zodat de paarden droog lopen.</p>`],
      ['Lessen vervallen', `<p>${FILLER}Wegens de storm vervallen de lessen van zaterdag.</p>`],
    ])
    expect(ids('wegens')).toEqual([SERIES[1]])
  })
})

describe('verb forms stemming does not join', () => {
  const ids = search([
    ['Grazen in de winter', `<p>${FILLER}Een paard dat de hele dag kan grazen, blijft rustiger.</p>`],
    ['Staartschuren bij jeuk', `<p>${FILLER}Paarden die tegen de staldeur schuren, hebben vaak jeuk.</p>`],
  ])

  it('finds the infinitive in the text for the third person in the query', () => {
    expect(ids('paard graast')[0]).toBe(1101)
    expect(ids('mijn paard schuurt')[0]).toBe(1102)
  })
})

describe('a synonym inside a compound', () => {
  const ids = search(
    [
      ['Gebitsverzorging bij oudere paarden', `<p>${FILLER}Laat elk jaar de kiezen raspen.</p>`],
      ['Hoefverzorging in de zomer', `<p>${FILLER}Uitkrabben en invetten.</p>`],
    ],
    ['tanden, gebit'],
  )

  it("finds the page whose key word is a compound that starts with the query word's synonym", () => {
    expect(ids('tanden')).toEqual([1101])
    expect(ids('tanden verzorging')[0]).toBe(1101)
  })
})

describe('a synonym inside a query compound', () => {
  const ids = search(
    [
      ['Wormkuurkalender voor veulens', `<p>${FILLER}Welke maand welk middel: hang de kalender in de stal.</p>`],
      ['Weidekalender', `<p>${FILLER}Wanneer de wei rust.</p>`],
    ],
    ['ontworming, wormkuur'],
  )

  it("finds the page whose compound has the synonym where the query's compound has the word", () => {
    expect(ids('ontwormingskalender')[0]).toBe(1101)
  })
})

describe('a compound false friend', () => {
  const ids = search([
    [
      'Voer voor je paard',
      `<p>${FILLER}Krachtvoer geef je naar de hoeveelheid werk die je paard doet. Een sportpaard dat dagelijks ` +
        'traint, heeft meer energie nodig dan een recreatiepaard dat af en toe een buitenrit maakt. Ook honden op ' +
        'het erf eten graag mee. Bewaar voer droog en buiten bereik van muizen; controleer de zakken op schimmel.</p>',
    ],
    ['Ruwvoer kiezen', `<p>${FILLER}Hooi of kuilvoer: het voer moet stofvrij zijn.</p>`],
  ])

  it('finds nothing for a compound whose head alone the pages carry', () => {
    expect(ids('voer')).toContain(1101)
    expect(ids('hondenvoer')).toEqual([])
    expect(ids('kattenvoer')).toEqual([])
  })
})
