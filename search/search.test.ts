// The search index as a visitor meets it: Dutch analysis, typos, prefixes, AND, filters, groups, paging and sorting,
// on the fixture snapshot, through a save and load of the index file (as a function instance reads it).
import { beforeAll, describe, expect, it } from 'vitest'
import { buildSearchData } from './build.ts'
import { NO_FILTERS, type SearchFilters } from './filters.ts'
import { searchFromBytes, type LoadedSearch } from './load.ts'
import { runSearch, type SearchRequest } from './search.ts'
import { SERIES, searchFixture } from './test-fixture.ts'

let data: LoadedSearch
beforeAll(() => {
  data = searchFromBytes(buildSearchData(searchFixture()).data.index, 'fixture')
})

const search = (q: string, more: Partial<Omit<SearchRequest, 'filters'>> & { filters?: Partial<SearchFilters> } = {}) =>
  runSearch(data, {
    q,
    mode: 'full',
    size: 100,
    from: 0,
    grouped: false,
    ...more,
    filters: { ...NO_FILTERS, ...more.filters },
  })
const ids = (q: string, more: Parameters<typeof search>[1] = {}) => search(q, more).results.map((h) => h.id)
const suggest = (q: string) => ids(q, { mode: 'suggest' })

describe('Dutch analysis', () => {
  it('finds singular by plural and plural by singular (stemming)', () => {
    expect(ids('paarden')).toContain(1001) // "Koliek bij het paard"
    expect(ids('veulens')).toContain(1006) // "Een veulen drinkt …"
    expect(ids('veulen')).toContain(1006) // title "Veulens en hun moeder"
  })

  it('folds diacritics both ways and ignores case', () => {
    expect(ids('patient')).toEqual([1002])
    expect(ids('PATIËNT')).toEqual([1002])
  })

  it('leaves out stop words, so a question finds what its content words find', () => {
    expect(search('de het een').total).toBe(0)
    expect(ids('wat is hoefbevangenheid')).toEqual(ids('hoefbevangenheid'))
  })

  it('tolerates one typo in words of 5–8 letters and two from 9 letters, none below 5', () => {
    expect(ids('kolek')).toContain(1001)
    expect(ids('hoefbevangenhied')).toEqual([1003])
    expect(ids('hoefbevngenheid')).toEqual([1003])
    expect(ids('zadl')).toEqual([])
    expect(ids('zadel')).toEqual(expect.arrayContaining([1009, 2310]))
  })

  it('looks for typos only in words the index does not know', () => {
    expect(ids('hoeden')).toEqual([1010]) // not also "hoeven" (1003), one letter away
    expect(ids('hoevne').sort()).toEqual([1002, 1003]) // 1002 is in the category "Hoeven en beweging"
  })

  it('answers nothing to a query shorter than 2 characters', () => {
    expect(search('k').total).toBe(0)
    expect(search('k', { mode: 'suggest' }).total).toBe(0)
  })
})

describe('matching', () => {
  it('ranks the documents with every word first, across title and body', () => {
    expect(ids('koliek dierenarts')[0]).toBe(1001)
    expect(ids('zadel koliek')[0]).toBe(1009)
  })

  it('answers with the rarer word when no document has every word, never with the common word alone', () => {
    // "koliek" is in nine documents, "hoefbevangenheid" in one: that one answers, the colic pages do not.
    expect(ids('koliek hoefbevangenheid')).toEqual([1003])
  })

  it('ranks a title match above a body-only match', () => {
    const hits = ids('koliek')
    expect(hits.indexOf(1001)).toBeLessThan(hits.indexOf(1009))
    expect(hits.indexOf(1001)).toBeLessThan(hits.indexOf(1006))
  })

  it('indexes a title with inline HTML as its words, not its tags', () => {
    const snapshot = searchFixture()
    const article = snapshot.entities.articles[1010]
    if (article) article.title = 'Hoeden <em>en</em> petten voor ruiters'
    const local = searchFromBytes(buildSearchData(snapshot).data.index, 'fixture')
    const find = (q: string) =>
      runSearch(local, { q, mode: 'full', filters: NO_FILTERS, size: 5, from: 0, grouped: false }).results.map(
        (h) => h.id,
      )
    expect(find('petten')).toEqual([1010])
    expect(find('em')).toEqual([])
  })

  it('indexes page blocks: block titles and text', () => {
    expect(ids('redactie')).toEqual([2310])
    expect(ids('zadelpassing')).toEqual([2310])
  })

  it('leaves out drafts, noindex pages, unrouted pages, and vets and clinics unless asked for', () => {
    expect(ids('concept')).toEqual([])
    expect(ids('verborgen')).toEqual([])
    expect(ids('dierenarts', { filters: { postTypes: ['vet'] } }).sort()).toEqual([3101, 3102, 3103])
    expect(ids('dierenarts')).not.toContain(3101)
  })
})

describe('suggestions (as you type)', () => {
  it('matches the last word as a prefix, of a half-typed word too', () => {
    expect(suggest('ontw')).toEqual([1004])
    expect(suggest('ontwormi')).toEqual([1004])
    expect(suggest('mestonderzoek ontw')).toEqual([1004])
  })

  it('matches only the last word as a prefix, and tolerates typos only there', () => {
    expect(suggest('ontw mestonderzoek')).toEqual([])
    expect(suggest('ontworming mestonderzek')).toEqual([1004])
    expect(suggest('ontworimng mestonderzoek')).toEqual([])
  })

  it('comes from titles and headings, and from the text when no title or heading has the words', () => {
    expect(suggest('wat is koliek')).toContain(1001) // the heading "Wat is koliek?"
    expect(suggest('vaccinatie')).toEqual([1005]) // only in the body
  })
})

describe('filters', () => {
  it('filters on knowledge-base category and content type, by id or slug', () => {
    // 1004 is in the category "Koliek en spijsvertering": category names are indexed too
    expect(ids('koliek', { filters: { kbCategories: [401] } })).toEqual([1001, 1004])
    expect(ids('ontworming', { filters: { kbCategories: ['koliek-en-spijsvertering'] } })).toEqual([1004])
    expect(ids('koliek', { filters: { kbCategories: ['onbekend'] } })).toEqual([])
    expect(ids('kliniek', { filters: { contentTypes: ['video'] } })).toEqual([1002])
    expect(ids('kliniek', { filters: { contentTypes: [451] } })).toEqual([])
  })

  it('lists an author’s articles by id or key, or a clinic’s authors’ articles, without a query', () => {
    expect(ids('', { filters: { postTypes: ['article'], authors: [{ id: 2 }] } })).toEqual([1001])
    expect(ids('', { filters: { postTypes: ['article'], authors: [{ kind: 'guest', id: 2601 }] } })).toEqual([1002])
    expect(ids('', { filters: { postTypes: ['article'], authors: [{ kind: 'user', id: 2601 }] } })).toEqual([])
    expect(ids('', { filters: { postTypes: ['article'], clinicAuthors: [3004] } })).toEqual([1001])
    expect(ids('', { filters: { postTypes: ['article'], authors: [{ id: 3 }], clinicAuthors: [3004] } })).toEqual([
      1001, 1003,
    ])
  })

  it('lists a clinic’s vets (vets are the default type of that list)', () => {
    expect(ids('', { filters: { vetClinics: [3004] } }).sort()).toEqual([3101, 3103])
    expect(ids('', { filters: { postTypes: ['vet'], vetClinics: [3005] } }).sort()).toEqual([3102, 3103])
  })

  it('filters on post type, event_and_lesson being events and lessons', () => {
    expect(ids('koliek', { filters: { postTypes: ['event', 'lesson'] } }).sort()).toEqual([2101, 2201, 2202])
    expect(ids('koliek', { filters: { postTypes: ['post'] } })).toEqual([2001])
  })
})

describe('groups', () => {
  it('groups the matches into article, page, post and event_and_lesson with totals and top hits', () => {
    const answer = search('koliek', { grouped: true, size: 2 })
    expect(answer.groups?.map((g) => [g.key, g.total])).toEqual([
      ['article', 4],
      ['page', 0],
      ['post', 1],
      ['event_and_lesson', 3],
    ])
    expect(answer.groups?.[3]?.top_type_hits).toHaveLength(2)
    expect(answer.groups?.[0]?.top_type_hits[0]?.title).toBe('Koliek bij het paard: eerste hulp')
  })

  it('counts every group while results follow the post_type filter (the result page’s tabs)', () => {
    const answer = search('koliek', { grouped: true, filters: { postTypes: ['post'] } })
    expect(answer.total).toBe(1)
    expect(answer.groups?.map((g) => g.total)).toEqual([4, 0, 1, 3])
  })

  it('answers hits with the spec’s fields', () => {
    const [hit] = search('koliek').results
    expect(hit).toMatchObject({
      post_type: 'article',
      title: 'Koliek bij het paard: eerste hulp',
      link: '/kennisbank/artikel-1001/',
      content_type_primary_name: 'Artikel',
      knowledge_base_category_primary_name: 'Koliek en spijsvertering',
      excerpt: 'Eerste hulp bij koliek.',
    })
  })
})

describe('paging and sorting', () => {
  it('pages with from and size; the total counts every match', () => {
    const first = search('voeding', { size: 10 })
    const third = search('voeding', { size: 10, from: 20 })
    expect(first.total).toBe(25)
    expect(first.results).toHaveLength(10)
    expect(third.results).toHaveLength(5)
    expect(search('voeding', { size: 10, from: 30 }).results).toEqual([])
    const all = [0, 10, 20].flatMap((from) => search('voeding', { size: 10, from }).results.map((h) => h.id))
    expect(new Set(all).size).toBe(25)
  })

  it('sorts by post date, newest or oldest first', () => {
    expect(ids('voeding', { sortBy: 'post_date', size: 3 })).toEqual([SERIES[24], SERIES[23], SERIES[22]])
    expect(ids('voeding', { sortBy: 'post_date', sort: 'asc', size: 3 })).toEqual([SERIES[0], SERIES[1], SERIES[2]])
    expect(
      ids('', { filters: { postTypes: ['article'], authors: [{ id: 3 }], clinicAuthors: [3004] }, sort: 'asc' }),
    ).toEqual([1003, 1001])
  })
})
