// MiniSearch indexes and their options. The suggestion index ships as MiniSearch JSON; the full-index options serve as
// the reference the compact postings index is checked against (search/postings.test.ts). The options hold code (the
// Dutch term processing), which JSON cannot carry: an index is always loaded with the options it was built with, from
// this module, so the stemmer survives a save and load.
import MiniSearch, { type Options, type Query } from 'minisearch'
import { stemAndWordTerms, stemTerm, tokenize } from './analysis.ts'
import type { IndexedText, SearchDocument } from './documents.ts'
import type { Scored } from './postings-search.ts'
import type { QueryPlan } from './query-plan.ts'

/** What MiniSearch indexes: the document's position in the stored documents, and its text. */
export type EngineDoc = IndexedText & { i: number }

/** Weights per field: a word in the title counts most, then headings, then category and tag names, then the body. */
export const FULL_BOOST = { title: 4, headings: 2, taxonomy: 1.5, body: 1 }
export const SUGGEST_BOOST = { title: 3, headings: 1 }

const common = {
  idField: 'i',
  storeFields: [],
  tokenize: (text: string) => tokenize(text),
  // Queries arrive analysed (search/query-plan.ts): no second pass at search time.
  searchOptions: { tokenize: (q: string) => [q], processTerm: (term: string) => term },
} satisfies Partial<Options<EngineDoc>>

/** The full index behind /zoeken/: title, headings, taxonomy names and body text, stems only. */
export const FULL_OPTIONS: Options<EngineDoc> = {
  ...common,
  fields: ['title', 'headings', 'taxonomy', 'body'],
  processTerm: (term) => stemTerm(term),
}

/** The small suggestion index behind the header search: titles and headings, stems and whole words (for prefixes). */
export const SUGGEST_OPTIONS: Options<EngineDoc> = {
  ...common,
  fields: ['title', 'headings'],
  processTerm: (term) => stemAndWordTerms(term),
}

export type Engine = MiniSearch<EngineDoc>

const engineDocs = (docs: SearchDocument[], keep: (d: SearchDocument) => boolean): EngineDoc[] =>
  docs.flatMap((d, i) => (keep(d) ? [{ i, ...d.text }] : []))

export function buildFullEngine(docs: SearchDocument[]): Engine {
  const engine = new MiniSearch<EngineDoc>(FULL_OPTIONS)
  engine.addAll(engineDocs(docs, () => true))
  return engine
}

/** Suggestions cover the site's content (the four groups), not vets and clinics. */
export function buildSuggestEngine(docs: SearchDocument[], inSuggestions: (d: SearchDocument) => boolean): Engine {
  const engine = new MiniSearch<EngineDoc>(SUGGEST_OPTIONS)
  engine.addAll(engineDocs(docs, inSuggestions))
  return engine
}

export const loadSuggestEngine = (json: string): Engine => MiniSearch.loadJSON<EngineDoc>(json, SUGGEST_OPTIONS)

/** Runs a query plan on a MiniSearch index: words AND'ed, each word's alternatives OR'ed, with their prefix and typos. */
export function miniSearchMatch(engine: Engine, plan: QueryPlan, boost: Record<string, number>): Scored[] {
  if (plan.length === 0) return []
  const query: Query = {
    combineWith: 'AND',
    queries: plan.map((alternatives) => ({
      combineWith: 'OR',
      queries: alternatives.map(({ term, edits, prefix }) => ({ queries: [term], prefix, fuzzy: edits > 0 ? edits : false })),
    })),
  }
  return engine.search(query, { boost }).map((r) => ({ doc: Number(r.id), score: r.score }))
}
