// Matching and scoring over the compact postings index, exactly as MiniSearch scores (search/postings.test.ts checks
// it against MiniSearch): BM25+ per field times the field's boost; prefix and typo matches weighted down by their
// distance; a word's alternatives OR'ed (summed), words AND'ed; the sum times the number of distinct query terms
// matched. One difference, on purpose: typos are only looked for in words the index does not know (neither as a word
// nor as a prefix) — "paard" is not also "paars", and a correctly typed query skips the costliest lookup.
// Matches come back unsorted in typed arrays: the caller keeps only the best few (search/top-k.ts).
import SearchableMap from 'minisearch/SearchableMap'
import type { PostingsIndex } from './postings.ts'
import type { QueryPlan, WordMatch } from './query-plan.ts'

/** Matching documents and their scores, in no particular order: `docs[i]` scored `scores[i]`, for i < `count`. */
export type Matches = { count: number; docs: Uint32Array; scores: Float64Array }
export const NO_MATCHES: Matches = { count: 0, docs: new Uint32Array(0), scores: new Float64Array(0) }

// MiniSearch's defaults, so both indexes rank alike.
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45
const prefixWeight = (matched: string, distance: number) => (PREFIX_WEIGHT * matched.length) / (matched.length + 0.3 * distance)
const fuzzyWeight = (matched: string, distance: number) => (FUZZY_WEIGHT * matched.length) / (matched.length + distance)

export type PostingsSearcher = { match: (plan: QueryPlan) => Matches; termCount: number }
/** `correctKnownWords`: look for typos in every word, as MiniSearch does (for comparing with it). */
export type SearcherOptions = { correctKnownWords?: boolean }

export function postingsSearcher(index: PostingsIndex, options: SearcherOptions = {}): PostingsSearcher {
  const vocabulary = new SearchableMap<number>()
  index.terms.forEach((term, id) => vocabulary.set(term, id))
  let writtenWords: SearchableMap<number> | undefined
  const written = () => {
    if (!writtenWords) {
      writtenWords = new SearchableMap<number>()
      const { words = [], termIds = new Uint32Array(0) } = index.surface ?? {}
      words.forEach((word, i) => writtenWords?.set(word, termIds[i] ?? 0))
    }
    return writtenWords
  }
  const n = index.docCount
  // Scratch space for one query at a time (a search runs synchronously to the end), one slot per stored document.
  const slots = index.fields[0]?.lengths.length ?? 0
  const scores = new Float64Array(slots)
  const matchedWords = new Uint16Array(slots)
  const matchedTerms = new Uint32Array(slots)

  const hasPrefix = (term: string) => !vocabulary.atPrefix(term).entries().next().done

  /** Term id → weight of the vocabulary terms one alternative matches (a prefix match wins over a typo match). */
  function expand({ term, edits, prefix, surface }: WordMatch, taken: Set<number>, typos: boolean): Map<number, number> {
    const found = new Map<number, number>()
    if (surface) {
      if (!typos) return found
      if (!index.surface) return found
      for (const [word, [id, distance]] of written().fuzzyGet(term, edits)) {
        if (!taken.has(id)) found.set(id, Math.max(found.get(id) ?? 0, distance ? fuzzyWeight(word, distance) : 1))
      }
      return found
    }
    const exact = vocabulary.get(term)
    if (exact !== undefined) found.set(exact, 1)
    if (prefix) for (const [key, id] of vocabulary.atPrefix(term)) if (key !== term) found.set(id, prefixWeight(key, key.length - term.length))
    if (typos && edits > 0) {
      for (const [key, [id, distance]] of vocabulary.fuzzyGet(term, edits)) if (distance && !found.has(id)) found.set(id, fuzzyWeight(key, distance))
    }
    return found
  }

  function match(plan: QueryPlan): Matches {
    if (plan.length === 0) return NO_MATCHES
    const touched: number[] = []
    const sources = new Map<string, number>()
    plan.forEach((alternatives, w) => {
      const known = !options.correctKnownWords && alternatives.some((a) => !a.surface && (vocabulary.has(a.term) || (a.prefix && hasPrefix(a.term))))
      const taken = new Set<number>()
      for (const alternative of alternatives) {
        // A written-word alternative stands for the same query term as the word's first alternative.
        const source = alternative.surface ? (alternatives[0]?.term ?? alternative.term) : alternative.term
        if (!sources.has(source)) sources.set(source, sources.size)
        const bit = 2 ** Math.min(sources.get(source) ?? 0, 31)
        const expansions = expand(alternative, taken, !known)
        for (const [termId, weight] of expansions) {
          taken.add(termId)
          for (const field of index.fields) {
            const start = field.offsets[termId] ?? 0
            const end = field.offsets[termId + 1] ?? 0
            if (end === start) continue
            const idf = Math.log(1 + (n - (end - start) + 0.5) / (end - start + 0.5))
            const factor = weight * field.boost * idf
            const lengthFactor = BM25.b / (field.avgLength || 1)
            for (let p = start; p < end; p++) {
              const doc = field.docs[p] ?? 0
              const seen = matchedWords[doc] ?? 0
              if (seen === w) {
                // First hit of this word in this document: only documents that matched every earlier word go on.
                matchedWords[doc] = w + 1
                if (w === 0) touched.push(doc)
              } else if (seen !== w + 1) continue
              matchedTerms[doc] = (matchedTerms[doc] ?? 0) | bit
              const tf = field.freqs[p] ?? 0
              const norm = 1 - BM25.b + lengthFactor * (field.lengths[doc] ?? 0)
              scores[doc] = (scores[doc] ?? 0) + factor * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * norm))
            }
          }
        }
      }
    })
    const docs = new Uint32Array(touched.length)
    const found = new Float64Array(touched.length)
    let count = 0
    for (const doc of touched) {
      if (matchedWords[doc] === plan.length) {
        docs[count] = doc
        found[count++] = (scores[doc] ?? 0) * popcount(matchedTerms[doc] ?? 0)
      }
      scores[doc] = 0
      matchedWords[doc] = 0
      matchedTerms[doc] = 0
    }
    return { count, docs, scores: found }
  }

  return { match, termCount: index.terms.length }
}

function popcount(bits: number): number {
  let v = bits - ((bits >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
