// Two ranking rules of decision 042, each on a few documents shaped like the bundled content's: the intro (excerpt) is
// a field of its own, weighed as a heading; a word a page says once in passing covers half as much of the query.
import { describe, expect, it } from 'vitest'
import { stemTerm } from './analysis.ts'
import { searchDocuments, type IndexedText } from './documents.ts'
import { FULL_FIELDS } from './fields.ts'
import { rankGracefully, MIN_COVERAGE } from './graceful.ts'
import { buildPostings } from './postings.ts'
import { postingsSearcher } from './postings-search.ts'
import { planQuery } from './query-plan.ts'
import { searchFixture } from './test-fixture.ts'

const FILLER =
  'De dierenarts komt langs voor de jaarlijkse controle van de stal. Een goede planning voorkomt stress bij eigenaar ' +
  'en dier. Noteer de data in het stalboek en bespreek het schema met de pensionhouder. '

const text = (t: Partial<IndexedText>): IndexedText => ({
  title: '',
  headings: '',
  taxonomy: '',
  intro: '',
  body: '',
  ...t,
})

/** The documents' positions, best first, as /zoeken/ ranks them. */
function ranked(texts: IndexedText[], q: string): number[] {
  const searcher = postingsSearcher(buildPostings(texts, FULL_FIELDS, stemTerm))
  const { count, docs, scores } = rankGracefully(searcher.match(planQuery(q, 'full'), MIN_COVERAGE))
  return Array.from(docs.subarray(0, count))
    .map((doc, i) => ({ doc, score: scores[i] ?? 0 }))
    .sort((a, b) => b.score - a.score)
    .map((r) => r.doc)
}

describe('the intro', () => {
  it('is the excerpt, indexed as a field of its own and not again in the body', () => {
    const doc = searchDocuments(searchFixture()).find((d) => d.hit.id === 1001)
    expect(doc?.text.intro).toBe('Eerste hulp bij koliek.')
    expect(doc?.text.body).not.toContain('Eerste hulp')
  })

  it('answers a question in its words above a page that says them in its text', () => {
    const texts = [
      // Says the words twice each, deep in a long text.
      text({
        title: 'Luizen bij paarden',
        body: `Kale plekken in de manen en een doffe vacht. ${FILLER} Ronde kale plekken en een vacht vol luizen.`,
      }),
      // Opens with them.
      text({
        title: 'Huidschimmel bij paarden',
        intro: 'Ronde, kale plekken in de vacht: dat kan huidschimmel zijn.',
        body: FILLER.repeat(5),
      }),
    ]
    expect(ranked(texts, 'ronde kale plekken in de vacht')[0]).toBe(1)
  })
})

describe('a word said once in passing', () => {
  it('covers less of a question than the page it is about, which lacks one word of it', () => {
    const texts = [
      // Every word of the question, two of them once each in a long text about something else.
      text({
        title: 'Vaccinatieschema voor paarden',
        intro: 'Welke vaccinaties heeft een paard nodig?',
        body: `${FILLER.repeat(3)} Wie wedstrijden rijdt, vaccineert ook tegen influenza. ${FILLER.repeat(2)} Een paard dat hoest, wordt niet gevaccineerd.`,
      }),
      // About coughing: in its intro and again in its text; never says "rijden".
      text({
        title: 'Astma bij paarden',
        intro: 'Een paard dat hoest bij het begin van het werk, heeft mogelijk astma.',
        body: `${FILLER} Het paard hoest af en toe. ${FILLER} Hoest het paard in rust, bel dan de dierenarts.`,
      }),
      // The rest of a site: pages on horses, one on riding.
      ...Array.from({ length: 8 }, (_, i) =>
        text({ title: `Weidegang deel ${i + 1}`, body: `Een paard in de wei. ${FILLER}` }),
      ),
      text({ title: 'Zadel passen', body: `${FILLER} Goed rijden begint bij het zadel. Rijden zonder drukplekken.` }),
    ]
    const order = ranked(texts, 'paard hoest na het rijden')
    expect(order.indexOf(1)).toBeGreaterThanOrEqual(0)
    expect(order.indexOf(1)).toBeLessThan(order.indexOf(0))
  })

  it('still finds a page that has the word only once, when no page has more', () => {
    const texts = [text({ title: 'Stalklimaat', body: `${FILLER} Stof uit hooi doet een paard hoesten. ${FILLER}` })]
    expect(ranked(texts, 'hoesten')).toEqual([0])
  })
})
