// Ranking that degrades gracefully (issue 17): the documents that match every word of the query first, then those
// that match most of it, weighted by how rare each word is — so "paard hoest na het rijden" still finds the asthma
// article, which never says "rijden", while "hypotheek berekenen" does not find the weight calculator.
import type { Matches, RawMatches } from './postings-search.ts'

/** A document must match at least this share of the query's importance (the words' IDF) to be a result. */
export const MIN_COVERAGE = 0.45
/** How strongly the share matched (and how well: prefixes, typos and synonyms count less) weighs on the score. */
const COVERAGE_POWER = 2

/** The results among the raw matches, scored: MiniSearch's score × quality² (1 for a document with every word). */
export function rankGracefully(raw: RawMatches): Matches {
  const docs = new Uint32Array(raw.count)
  const scores = new Float64Array(raw.count)
  let count = 0
  for (let i = 0; i < raw.count; i++) {
    const coverage = raw.coverage[i] ?? 0
    if (coverage < MIN_COVERAGE) continue
    docs[count] = raw.docs[i] ?? 0
    scores[count++] = (raw.scores[i] ?? 0) * (coverage === 1 ? 1 : (raw.quality[i] ?? 0) ** COVERAGE_POWER)
  }
  return { count, docs, scores }
}
