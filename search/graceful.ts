// Ranking that degrades gracefully, so a query with one word too many still finds something: the documents that match every word of the query first, then those
// that match most of it, weighted by how rare each word is — so "paard hoest na het rijden" still finds the asthma
// article, which never says "rijden", while "hypotheek berekenen" does not find the weight calculator.
import type { Matches, RawMatches } from './postings-search.ts'

/** A document must match at least this share of the query's importance (the words' IDF) to be a result. */
export const MIN_COVERAGE = 0.45
/** How strongly the share matched (and how well: prefixes, typos and synonyms count less) weighs on the score. */
const COVERAGE_POWER = 2

/**
 * The results among the raw matches, scored: MiniSearch's score, × quality² unless the document has every word.
 * Compacts the raw matches in place (the searcher's reused buffers: no allocation per query) and returns them.
 */
export function rankGracefully(raw: RawMatches): Matches {
  const { docs, scores } = raw
  let count = 0
  for (let i = 0; i < raw.count; i++) {
    const coverage = raw.coverage[i] ?? 0
    if (coverage < MIN_COVERAGE) continue
    docs[count] = docs[i] ?? 0
    scores[count++] = (scores[i] ?? 0) * (coverage === 1 ? 1 : (raw.quality[i] ?? 0) ** COVERAGE_POWER)
  }
  return { count, docs, scores }
}
