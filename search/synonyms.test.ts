// Editors' synonyms: the CMS rows become equivalence sets and one-way rules (`a, b => c`), a query word of a group also finds its other words, and
// the page that uses the visitor's own word still comes first.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Article } from '#lib/model/types.ts'
import { stem } from './analysis.ts'
import { buildSearchData } from './build.ts'
import { NO_FILTERS } from './filters.ts'
import { searchFromBytes } from './load.ts'
import { runSearch } from './search.ts'
import { parseSynonymRows, synonymGroups, synonymMap } from './synonyms.ts'
import { SERIES, searchFixture } from './test-fixture.ts'
import { THESAURUS_FILE, thesaurusDefaultRows } from './thesaurus/index.ts'

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

const FILLER = 'Een paard heeft ruwvoer, water en beweging nodig. Een vaste routine in de stal geeft rust. '
/** Made-up pages, each using only one form of a pair: the vet's word, or the owner's. */
const PAGES: [string, string][] = [
  ['Huidontsteking in de kootholte', `<p>Dermatitis in de kootholte begint met rode, schilferige huid. ${FILLER}</p>`],
  ['Zwaar ademen na het rijden', `<p>Een dampig paard hoest en ademt na inspanning zwaar. ${FILLER}</p>`],
  ['Onregelmatig lopen', `<p>Kreupelheid zie je het best in draf op harde grond. ${FILLER}</p>`],
  ['Lopen op stro of zand', `<p>Een paard dat mank loopt, ontziet een been. ${FILLER}</p>`],
]
const [DERMATITIS, DAMPIG, KREUPELHEID, MANK] = SERIES

/** The fixture with its series replaced by PAGES and these synonym rows: the build's result and a search. */
function build(rows: string[]) {
  const snapshot = searchFixture()
  SERIES.forEach((id, i) => {
    const article = snapshot.entities.articles[id] as Article
    const [title, content] = PAGES[i] ?? [`Stalwerk deel ${i + 1}`, `<p>${FILLER}</p>`]
    snapshot.entities.articles[id] = { ...article, title, content, excerpt: '' }
  })
  snapshot.site.settings.search_settings.synonyms = rows.map((words) => ({ words }))
  const built = buildSearchData(snapshot)
  const data = searchFromBytes(built.data.index, 'thesaurus test')
  const search = (q: string) =>
    runSearch(data, { q, mode: 'full', filters: NO_FILTERS, size: 10, from: 0, grouped: false }).results.map(
      (h) => h.id,
    )
  return { search, warnings: built.warnings }
}

describe('rules in the Solr/Elasticsearch syntax', () => {
  it('reads equivalence sets and one-way rules, and names what is wrong with a malformed row', () => {
    const { groups, oneWay, problems } = parseSynonymRows([
      { words: 'mok, dermatitis' },
      { words: 'mank, kreupel lopen => kreupelheid' },
      { words: 'spat' },
      { words: 'a => b => c' },
      { words: ' => laminitis' },
      { words: 'kreupel lopen => kreupelheid' },
      { words: '' },
    ])
    expect(groups).toEqual([['mok', 'dermatitis']])
    expect(oneWay).toEqual([{ from: ['mank', 'kreupel lopen'], to: ['kreupelheid'] }])
    expect(problems.map((p) => [p.row, p.words])).toEqual([
      [2, 'spat'],
      [3, 'a => b => c'],
      [4, '=> laminitis'],
      [5, 'kreupel lopen => kreupelheid'],
    ])
    expect(problems[1]?.message).toMatch(/more than one "=>"/)
  })

  it('a one-way rule adds its right words to its left ones, never the reverse', () => {
    const map = synonymMap([], [{ from: ['mank'], to: ['kreupelheid'] }])
    expect(map.get('mank')).toEqual([stem('kreupelheid')])
    expect(map.has(stem('kreupelheid'))).toBe(false)
  })
})

describe('the thesaurus at query time, on made-up pages', () => {
  it("with the shipped thesaurus, an owner's word finds the page that only uses the vet's term, and the reverse", () => {
    const without = build([])
    expect(without.search('mok')).not.toContain(DERMATITIS)
    expect(without.search('astma')).not.toContain(DAMPIG)
    const { search } = build(thesaurusDefaultRows().map((row) => row.words))
    expect(search('mok')[0]).toBe(DERMATITIS)
    expect(search('astma')[0]).toBe(DAMPIG)
    expect(search('dampig')[0]).toBe(DAMPIG)
  })

  it('a one-way rule works one way only', () => {
    const { search } = build(['mank => kreupelheid'])
    expect(search('mank')).toEqual(expect.arrayContaining([MANK, KREUPELHEID]))
    expect(search('mank')[0]).toBe(MANK)
    expect(search('kreupelheid')).toContain(KREUPELHEID)
    expect(search('kreupelheid')).not.toContain(MANK)
  })

  it('a malformed row is a warning naming it, and the other rows still work', () => {
    const { search, warnings } = build(['mok => ', 'mank => kreupelheid'])
    expect(search('mank')).toContain(KREUPELHEID)
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 'warning',
        path: 'search_settings.synonyms.0',
        message: expect.stringMatching(/"mok =>" is malformed \(no words after "=>"\)/),
      }),
    ])
  })

  it('reports a rule none of whose words any page has, and only that one', () => {
    const { warnings } = build(['spat, spavin', 'mok, dermatitis', 'straalkanker => hoefkanker'])
    expect(warnings.map((w) => [w.path, w.message])).toEqual([
      ['search_settings.synonyms.0', 'synonym rule "spat, spavin" is unused: no page has any of its words'],
      [
        'search_settings.synonyms.2',
        'synonym rule "straalkanker => hoefkanker" is unused: no page has any of its words',
      ],
    ])
  })
})

describe('the thesaurus file (search/thesaurus/paard-nl.txt)', () => {
  it('reads one rule a line, without comments and blank lines, and every rule in it is well-formed', () => {
    const rows = thesaurusDefaultRows()
    expect(rows.length).toBeGreaterThan(100)
    expect(rows.some((r) => r.words.startsWith('#'))).toBe(false)
    expect(parseSynonymRows(rows).problems).toEqual([])
  })

  it('is the default the local CMS serves and the plugin seeds (npm run thesaurus:sync keeps them in step)', () => {
    const settings = JSON.parse(
      readFileSync(new URL('../devcms/content/site/general-settings.json', import.meta.url), 'utf8'),
    ) as { search_settings: { synonyms: unknown } }
    expect(settings.search_settings.synonyms).toEqual(thesaurusDefaultRows())
    const plugin = new URL('../wordpress/hoefslag-headless/includes/search-synonyms-default.txt', import.meta.url)
    expect(readFileSync(plugin, 'utf8')).toBe(readFileSync(THESAURUS_FILE, 'utf8'))
  })
})
