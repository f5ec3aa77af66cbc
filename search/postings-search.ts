// Matching and BM25 scoring over the compact postings index: the same scoring as MiniSearch (BM25+ per field, field
// boosts, prefix and typo matches weighted down by how far they are from the typed word), words combined with AND.
import SearchableMap from 'minisearch/SearchableMap'
import type { PostingsIndex } from './postings.ts'
import type { QueryPlan, WordMatch } from './query-plan.ts'

export type Scored = { doc: number; score: number }

// MiniSearch's defaults, so both indexes rank alike.
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45

export type PostingsSearcher = { match: (plan: QueryPlan) => Scored[]; termCount: number }

export function postingsSearcher(index: PostingsIndex): PostingsSearcher {
  const vocabulary = new SearchableMap<number>()
  index.terms.forEach((term, id) => vocabulary.set(term, id))
  const n = index.docCount
  // Scratch space for one query at a time (a search runs synchronously to the end).
  const scores = new Float64Array(n)
  const matchedWords = new Uint16Array(n)

  /** Term id → weight of every vocabulary term a word matches. */
  function expand(alternatives: WordMatch[]): Map<number, number> {
    const found = new Map<number, number>()
    const add = (id: number, weight: number) => found.set(id, Math.max(found.get(id) ?? 0, weight))
    for (const { term, edits, prefix } of alternatives) {
      const exact = vocabulary.get(term)
      if (exact !== undefined) add(exact, 1)
      if (prefix) {
        for (const [key, id] of vocabulary.atPrefix(term)) {
          add(id, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (key.length - term.length)))
        }
      }
      if (edits > 0) {
        for (const [, [id, distance]] of vocabulary.fuzzyGet(term, edits)) add(id, (FUZZY_WEIGHT * term.length) / (term.length + distance))
      }
    }
    return found
  }

  function match(plan: QueryPlan): Scored[] {
    if (plan.length === 0) return []
    const touched: number[] = []
    plan.forEach((alternatives, w) => {
      for (const [termId, weight] of expand(alternatives)) {
        for (const field of index.fields) {
          const start = field.offsets[termId] ?? 0
          const end = field.offsets[termId + 1] ?? 0
          if (end === start) continue
          const idf = Math.log(1 + (n - (end - start) + 0.5) / (end - start + 0.5))
          const factor = weight * field.boost * idf
          for (let p = start; p < end; p++) {
            const doc = field.docs[p] ?? 0
            const seen = matchedWords[doc] ?? 0
            if (seen === w) {
              // first hit of this word in this document: only documents that matched every earlier word go on
              matchedWords[doc] = w + 1
              if (w === 0) touched.push(doc)
            } else if (seen !== w + 1) continue
            const tf = field.freqs[p] ?? 0
            const norm = 1 - BM25.b + (BM25.b * (field.lengths[doc] ?? 0)) / (field.avgLength || 1)
            scores[doc] = (scores[doc] ?? 0) + factor * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * norm))
          }
        }
      }
    })
    const results: Scored[] = []
    for (const doc of touched) {
      if (matchedWords[doc] === plan.length) results.push({ doc, score: scores[doc] ?? 0 })
      scores[doc] = 0
      matchedWords[doc] = 0
    }
    return results.sort((a, b) => b.score - a.score || a.doc - b.doc)
  }

  return { match, termCount: index.terms.length }
}
