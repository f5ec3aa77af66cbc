// What each kind of match weighs in the postings search (search/postings-search.ts): BM25+'s constants, prefix and typo
// matches weighted down by their distance, synonyms a little below the word, and the fields' roles for compounds and
// passing mentions (decisions 027, 042).
// MiniSearch's defaults, so both indexes rank alike.
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 }
export const { k: K, d: D } = BM25
export const K1 = K + 1
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45
export const prefixWeight = (matched: string, distance: number) =>
  (PREFIX_WEIGHT * matched.length) / (matched.length + 0.3 * distance)
export const fuzzyWeight = (matched: string, distance: number) =>
  (FUZZY_WEIGHT * matched.length) / (matched.length + distance)
/** The intro and the running text: a compound's part found only there does not make the document about the compound. */
export const WEAK_FIELDS = new Set(['intro', 'body', 'parts'])
/** The running text (body, compound parts): a word found there FIRM_COUNT times or more, or in any other field (the
 *  intro too), is one the page is about; said once in passing it covers PASSING_SHARE less of the query (decision 042). */
export const RUNNING_TEXT = new Set(['body', 'parts'])
/** The compound parts of the title and of the rest (search/compound-parts.ts). */
export const PART_FIELDS = new Set(['titleParts', 'parts'])
export const FIRM_COUNT = 2
/** A compound's part said once is not in passing in a running text of fewer distinct words than this (a short note
 *  that names both parts is about the compound; a long page that mentions the modifier once is not). */
export const PASSING_TEXT_WORDS = 40
export const PASSING_SHARE = 0.5
/** A synonym's match counts a little less than the word itself, so the page that uses the visitor's word comes first. */
export const SYNONYM_WEIGHT = 0.9
