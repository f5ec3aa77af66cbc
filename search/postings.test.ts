// The compact postings index against MiniSearch on the same documents, fields, boosts and term processing: the same
// documents match every word of every plan (OR of alternatives, prefixes, typos) and they rank the same.
import { describe, expect, it } from 'vitest'
import { stemAndWordTerms, stemTerm } from './analysis.ts'
import { FULL_FIELDS, SUGGEST_FIELDS } from './fields.ts'
import type { IndexedText } from './documents.ts'
import { referenceIndex } from './minisearch-reference.ts'
import { buildPostings, postingsFromContainer, postingsSections } from './postings.ts'
import { postingsSearcher } from './postings-search.ts'
import { planQuery, type PlanKind, type QueryPlan } from './query-plan.ts'
import { readContainer, writeContainer } from './container.ts'

const WORDS = (
  'paard paarden veulen veulens merrie hengst koliek hoef hoeven hoefbevangenheid ontworming ontwormen mestonderzoek ' +
  'vaccinatie dierenarts dierenartsen kliniek patiënt zadel rug kreupelheid gebit tanden voeding hooi gras voorjaar ' +
  'behandeling onderzoek röntgen echo spoed nacht weide stal'
).split(' ')

/** Deterministic documents of 3–60 words each. */
function corpus(count: number): IndexedText[] {
  let seed = 1
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const words = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')
  return Array.from({ length: count }, () => ({
    title: words(3 + Math.floor(next() * 5)),
    headings: words(Math.floor(next() * 8)),
    taxonomy: words(Math.floor(next() * 3)),
    intro: words(Math.floor(next() * 12)),
    body: words(10 + Math.floor(next() * 50)),
  }))
}

const QUERIES = [
  'paard',
  'paarden koliek',
  'hoefbevangenheid',
  'hoefbevangenhied',
  'dierenarts kliniek patient',
  'vacinatie',
  'ontw',
  'mest',
  'zadel rug gras',
  'veulens merrie',
  'röntgen',
  'nachtt',
  'behandeling onderzoek spoed',
  'xyz',
  'koliek zadel hooi stal',
]

/** Our plan without the written-word alternatives, which MiniSearch does not have. */
const withoutSurface = (plan: QueryPlan): QueryPlan =>
  plan.map((alternatives) => alternatives.filter((a) => !a.surface))

function compare(kind: 'full' | 'suggest', planKind: PlanKind) {
  const texts = corpus(400)
  const include = (i: number) => i % 5 !== 0
  const ours =
    kind === 'full'
      ? buildPostings(texts, FULL_FIELDS, stemTerm)
      : buildPostings(texts, SUGGEST_FIELDS, stemAndWordTerms, { include })
  // Through a save and load, as the functions read it.
  const { header, sections } = postingsSections(ours, kind)
  const searcher = postingsSearcher(
    postingsFromContainer(header, readContainer(writeContainer(header, sections)), kind),
    { correctKnownWords: true, minisearchScores: true, mentionsCount: true },
  )
  const reference = referenceIndex(texts, kind, kind === 'full' ? undefined : include)
  let compared = 0
  for (const q of QUERIES) {
    const plan = withoutSurface(planQuery(q, planKind))
    const expected = reference.match(plan)
    const found = searcher.match(plan)
    // MiniSearch's AND: the documents that matched every word (ours come back with coverage 1; the others rank below).
    const all = Array.from(found.docs.subarray(0, found.count), (doc, i) => ({ doc, i })).filter(
      ({ i }) => found.coverage[i] === 1,
    )
    const got = new Map(all.map(({ doc, i }) => [doc, found.scores[i] ?? 0]))
    expect(
      [...got.keys()].sort((a, b) => a - b),
      q,
    ).toEqual([...expected.keys()].sort((a, b) => a - b))
    for (const [doc, score] of expected) expect(got.get(doc), `${q}: document ${doc}`).toBeCloseTo(score, 6)
    compared += expected.size
  }
  // enough matches that a difference in scoring or matching would show
  expect(compared).toBeGreaterThan(300)
}

describe('the compact index matches and scores like MiniSearch', () => {
  it('on the full index (stems, four fields)', () => compare('full', 'full'))
  it('on the suggestion index (stems and written words, two fields, a subset of the documents)', () =>
    compare('suggest', 'suggest'))
  it('for suggestions from the text', () => compare('full', 'suggest-text'))
})
