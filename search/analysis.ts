// Dutch text analysis, the same at index and at query time: split into words, lowercase, fold diacritics
// (patiënt → patient), drop stop words and one-letter words, stem with the Snowball Dutch stemmer (paarden → paard)
// — or, for a form the Dutch lexicon relates to a lemma (search/lexicon.ts: "kreupelt" → "kreupelen", "hondje" →
// "hond"), with the lemma's Snowball stem.
import { stemmer } from '@orama/stemmers/dutch'
import { DUTCH_STOP_WORDS } from './stop-words.ts'

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u
const MARKS = /\p{M}+/gu

/** Lowercase without diacritics: "Patiënt" → "patient", "Röntgen" → "rontgen", "ﬁ" → "fi". */
export const fold = (text: string): string => text.normalize('NFKD').replace(MARKS, '').toLowerCase()

/** The words of a text, as typed (not folded). */
export const tokenize = (text: string): string[] => text.split(WORD_SEPARATOR).filter(Boolean)

/** A folded word that carries meaning: not a stop word, not a single letter. */
export const isSearchable = (folded: string): boolean => folded.length > 1 && !DUTCH_STOP_WORDS.has(folded)

/**
 * A bounded memo: a text of 10,000 articles has some 20,000 distinct words but millions of occurrences. A Map emptied
 * when full, not lru-cache: a build never fills it, and three LRUCaches of 200,000 entries allocate their tables when
 * the module loads — 200–400 ms and 10 MB on the search function's cold start (decision 056).
 */
const memos: Map<string, unknown>[] = []
function memo<T extends string | string[] | null>(fn: (word: string) => T): (word: string) => T {
  const cache = new Map<string, T>()
  memos.push(cache)
  return (word) => {
    const hit = cache.get(word)
    if (hit !== undefined) return hit
    if (cache.size > 200_000) cache.clear()
    const value = fn(word)
    cache.set(word, value)
    return value
  }
}

/** A folded form → its term, where the Dutch lexicon relates the form to a lemma with another stem. */
export type LexiconTerms = { get: (form: string) => string | undefined }
/** The build's whole table (search/lexicon-build.ts), in the process that builds the search data. */
let buildLexicon: LexiconTerms | undefined

/**
 * Makes `stem` look forms up in the whole term table the build expands from the dictionary before stemming them. A
 * loaded index's part of the table is not installed here: it belongs to that index (`stemmerWith`), so two indexes
 * of two builds in one process each stem with their own.
 */
export function installLexiconTerms(terms: LexiconTerms): void {
  if (buildLexicon === terms) return
  buildLexicon = terms
  for (const cache of memos) cache.clear()
}

/** How a folded word becomes its term: `stem`, or a loaded index's own (`stemmerWith`). */
export type Stemmer = (folded: string) => string

/**
 * The Dutch stem of a folded word: its lemma's stem when the build's lexicon relates it to one ("kreupelt" →
 * "kreupel"), else Snowball's.
 */
export const stem: Stemmer = memo((folded: string): string => buildLexicon?.get(folded) ?? snowballStem(folded))

/**
 * A loaded index's stemmer: the form's term from the part of the lexicon the index ships (search/lexicon.ts), else
 * `stem`. The part agrees with the whole table form for form, so a query meets the documents as the build stemmed
 * them. Its memo is its own (bounded like the others), and goes with the index.
 */
export function stemmerWith(terms: LexiconTerms): Stemmer {
  const cache = new Map<string, string>()
  return (folded) => {
    const hit = cache.get(folded)
    if (hit !== undefined) return hit
    if (cache.size > 200_000) cache.clear()
    const value = terms.get(folded) ?? stem(folded)
    cache.set(folded, value)
    return value
  }
}

/**
 * Snowball's Dutch stem of a folded word. Snowball strips one ending per call, so "veulens" → "veulen" but "veulen" →
 * "veul": stemming the stem again makes both forms meet ("veul"), as it does for "dierenartsen" / "dierenarts".
 */
export const snowballStem = memo((folded: string): string => {
  let word = folded
  for (let i = 0; i < 3; i++) {
    const next = word.length > 3 ? stemmer(word) : word
    if (next === word || next.length < 3) break
    word = next
  }
  // Snowball undoubles only k, d and t: "aanvallen" → "aanvall", "stallen" → "stall". A Dutch word never ends in a
  // double consonant, so one more undoubling makes them meet "aanval" and "stal".
  return word.length > 3 && DOUBLE_END.test(word) ? word.slice(0, -1) : word
})
const DOUBLE_END = /([bcfglmnprsvz])\1$/

/** Index-time term processing of the full index: the stem, or nothing for a stop word. */
export const stemTerm = memo((term: string): string | null => {
  const folded = fold(term)
  return isSearchable(folded) ? stem(folded) : null
})

/**
 * Index-time term processing of the suggestion index: the stem and the folded word itself, so that a half-typed word
 * ("ontwormi") still finds "ontworming" by prefix, although its stem ("ontworm") is no prefix of it.
 */
export const stemAndWordTerms = memo((term: string): string[] | null => {
  const folded = fold(term)
  if (!isSearchable(folded)) return null
  const stemmed = stem(folded)
  return stemmed === folded ? [folded] : [folded, stemmed]
})

/** A query word after analysis: as folded and as stemmed. */
export type QueryWord = { folded: string; stem: string }

/** The searchable words of a query, in order (stop words and one-letter words left out). */
export function analyzeQuery(q: string, stemOf: Stemmer = stem): QueryWord[] {
  const words: QueryWord[] = []
  for (const token of tokenize(q)) {
    const folded = fold(token)
    if (isSearchable(folded)) words.push({ folded, stem: stemOf(folded) })
  }
  return words
}

/** Typo tolerance by word length: none below 5 letters, one edit for 5–8 letters, two from 9 letters on. */
export const maxEdits = (word: string): number => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0)
