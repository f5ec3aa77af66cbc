// MiniSearch over the same documents, fields, boosts and term processing as our compact indexes: the reference the
// compact index is tested against (search/postings.test.ts) and measured against (bench/search.ts with
// BENCH_BASELINE=1, docs/decisions/003-search-engine.md).
import MiniSearch, { type Options, type Query } from 'minisearch'
import { stemAndWordTerms, stemTerm, tokenize } from './analysis.ts'
import { FULL_FIELDS, SUGGEST_FIELDS } from './fields.ts'
import type { IndexedText } from './documents.ts'
import type { QueryPlan } from './query-plan.ts'

export type ReferenceDoc = IndexedText & { i: number }
export type Reference = { engine: MiniSearch<ReferenceDoc>; match: (plan: QueryPlan) => Map<number, number> }
type Kind = 'full' | 'suggest'

/** The options an index of `kind` is built and loaded with: they hold the Dutch term processing, which JSON cannot. */
export function referenceOptions(kind: Kind): Options<ReferenceDoc> {
  return {
    idField: 'i',
    fields: (kind === 'full' ? FULL_FIELDS : SUGGEST_FIELDS).map((f) => f.name),
    tokenize: (text) => tokenize(text),
    processTerm: kind === 'full' ? (t) => stemTerm(t) : (t) => stemAndWordTerms(t),
    // Queries arrive analysed: no second pass at search time.
    searchOptions: { tokenize: (q) => [q], processTerm: (t) => t },
  }
}

/** Runs one of our plans (without its written-word alternatives, which are ours alone) on a MiniSearch index. */
export function referenceMatch(engine: MiniSearch<ReferenceDoc>, kind: Kind, plan: QueryPlan): Map<number, number> {
  if (plan.length === 0) return new Map()
  const boost = Object.fromEntries((kind === 'full' ? FULL_FIELDS : SUGGEST_FIELDS).map((f) => [f.name, f.boost]))
  const query: Query = {
    combineWith: 'AND',
    queries: plan.map((alternatives) => ({
      combineWith: 'OR',
      queries: alternatives
        .filter((a) => !a.surface)
        .map(({ term, edits, prefix }) => ({ queries: [term], prefix, fuzzy: edits > 0 ? edits : false })),
    })),
  }
  return new Map(engine.search(query, { boost }).map((r) => [Number(r.id), r.score]))
}

export function referenceIndex(
  texts: IndexedText[],
  kind: Kind,
  include: (i: number) => boolean = () => true,
): Reference {
  const engine = new MiniSearch<ReferenceDoc>(referenceOptions(kind))
  engine.addAll(texts.flatMap((t, i) => (include(i) ? [{ ...t, i }] : [])))
  return { engine, match: (plan) => referenceMatch(engine, kind, plan) }
}
