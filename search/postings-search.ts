// Matching and scoring over the compact postings index, as MiniSearch scores (search/postings.test.ts checks it against
// MiniSearch): BM25+ per field times the field's boost — with the IDF of a term taken over the documents and a length
// normalization per field (MiniSearch: per field and one for all, `minisearchScores`); prefix and typo matches weighted down by their distance; a
// word's alternatives OR'ed (summed); the sum times the number of distinct query terms matched. Words are OR'ed too:
// every document that matches any word comes back with how much of the query it matched, weighted by the words' rarity,
// and search/graceful.ts ranks those that match every word or enough of it (MiniSearch's AND is the documents with
// coverage 1). One difference, on purpose: typos are only looked for in words the index does not know (neither as a
// word nor as a prefix) — "paard" is not also "paars", and a correctly typed query skips the costliest lookup.
// Matches come back unsorted in typed arrays: the caller keeps only the best few (search/top-k.ts).
import SearchableMap from 'minisearch/SearchableMap'
import { maxEdits, stem, type Stemmer } from './analysis.ts'
import { splitCompound } from './compounds.ts'
import type { PostingsIndex } from './postings.ts'
import type { QueryPlan, WordMatch } from './query-plan.ts'
import { compoundMasks, partsAlone, popcount, slip, weightOf } from './match-rules.ts'
import * as W from './match-weights.ts'

/** Matching documents and their scores, in no particular order: `docs[i]` scored `scores[i]`, for i < `count`. */
export type Matches = { count: number; docs: Uint32Array; scores: Float64Array }
export const NO_MATCHES: Matches = { count: 0, docs: new Uint32Array(0), scores: new Float64Array(0) }
/**
 * Every document that matched at least one word, scored as MiniSearch scores (`scores`), with the share of the query's
 * importance it matched (`coverage`, 1 exactly when it matched every word) and the same share weighted by how well
 * (`quality`: a prefix, a typo or a synonym counts less than the word itself). search/graceful.ts ranks them.
 */
export type RawMatches = Matches & { coverage: Float64Array; quality: Float64Array }
export const NO_RAW_MATCHES: RawMatches = { ...NO_MATCHES, coverage: new Float64Array(0), quality: new Float64Array(0) }

export type PostingsSearcher = {
  /** The documents matching at least `minCoverage` of the query (default: any word). */
  match: (plan: QueryPlan, minCoverage?: number) => RawMatches
  /** The parts of a compound the index does not know as a word (nor, for `prefix`, as the start of one), or null;
   *  `alsoKnown`: words that may be parts besides the index's (the synonyms' words). */
  split: (folded: string, prefix: boolean, alsoKnown?: (word: string) => boolean) => string[] | null
  /** The closest term to a term the index does not know (a typo: "rinopneumonie" → "rhinopneumonie"), or null. */
  correct: (term: string) => string | null
  /** Terms of the index for the other half of a verb in -eren and its noun, which Snowball leaves apart. */
  variants: (stem: string) => string[]
  termCount: number
}
/**
 * For comparing with MiniSearch: `correctKnownWords` looks for typos in every word; `minisearchScores` weighs a term
 * in each field by its rarity in that field and normalizes every field's length alike. Ours weighs a term by its rarity
 * in the documents ("paard", in nearly every document, is rare among headings, and would otherwise outweigh the word
 * a question is about: "paard hoest"), and normalizes a field's length by the field's own `b` (titles: search/fields.ts).
 * `mentionsCount`: a word said once in passing covers the query as fully as any other match (coverage 1 is then
 * MiniSearch's AND); ours counts it PASSING_SHARE less.
 */
export type SearcherOptions = {
  correctKnownWords?: boolean
  minisearchScores?: boolean
  mentionsCount?: boolean
  /** The index's stemmer (search/analysis.ts `stemmerWith`); default `stem`. */
  stem?: Stemmer
}

export function postingsSearcher(index: PostingsIndex, options: SearcherOptions = {}): PostingsSearcher {
  const { D, K1 } = W // read per posting in the loop below: locals, not namespace lookups
  const stemOf = options.stem ?? stem
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
  const matchedWords = new Uint32Array(slots)
  const matchedTerms = new Uint32Array(slots)
  /** Per document, the words it matched in a title, heading or taxonomy name (or a title's compound), not only in the text. */
  const strongWords = new Uint32Array(slots)
  /** Per document, the words it has more than in passing besides its strong words: in the intro, or more than once in
   *  the running text. */
  const firmWords = new Uint32Array(slots)
  /** For a compound's parts (search/match-rules.ts `partsAlone`), also firm: a word said once in a short running text
   *  (PASSING_TEXT_WORDS), or once in each of two running-text fields ("darm", and "darmwand" split into parts). */
  const partFirmWords = new Uint32Array(slots)
  const onceWords = new Uint32Array(slots)
  const passingShare = options.mentionsCount ? 0 : W.PASSING_SHARE
  // Only an index with running text (not the suggestions': titles and headings) has words said in passing.
  const passing = passingShare > 0 && index.fields.some((field) => W.RUNNING_TEXT.has(field.name))
  const covered = new Float64Array(slots)
  const quality = new Float64Array(slots)
  // The answer, also reused: a query's matches are ranked and read before the next query runs.
  const touched = new Uint32Array(slots)
  const out: RawMatches = {
    count: 0,
    docs: new Uint32Array(slots),
    scores: new Float64Array(slots),
    coverage: new Float64Array(slots),
    quality: new Float64Array(slots),
  }

  // Per field, per document: BM25's length term K·(1 − b + b·length/avgLength), computed once, not per posting.
  const scoredFields = index.fields.map((field) => {
    const b = options.minisearchScores ? W.BM25.b : (field.b ?? W.BM25.b)
    const lengthFactor = b / (field.avgLength || 1)
    const lengthTerm = new Float64Array(field.lengths.length)
    for (let doc = 0; doc < lengthTerm.length; doc++)
      lengthTerm[doc] = W.K * (1 - b + lengthFactor * (field.lengths[doc] ?? 0))
    // A hit in a strong field makes the word strong (and firm); in the intro, firm; in the running text, firm when
    // said FIRM_COUNT times or more. Decided once per field: one write per posting at most.
    const strongField = !W.WEAK_FIELDS.has(field.name)
    const running = W.RUNNING_TEXT.has(field.name)
    const firmAlways = passing && !strongField && !running
    const firmCounted = passing && running
    return { field, lengthTerm, strongField, firmAlways, firmCounted }
  })

  const hasPrefix = (term: string) => !vocabulary.atPrefix(term).entries().next().done

  /** Term id → weight of the vocabulary terms one alternative matches (a prefix match wins over a typo match). */
  function expand(
    { term, edits, prefix, surface }: WordMatch,
    taken: Set<number>,
    typos: boolean,
  ): Map<number, number> {
    const found = new Map<number, number>()
    if (surface) {
      if (!typos) return found
      if (!index.surface) return found
      for (const [word, [id, distance]] of written().fuzzyGet(term, edits)) {
        if (!taken.has(id) && slip(term, word, distance))
          found.set(id, Math.max(found.get(id) ?? 0, distance ? W.fuzzyWeight(word, distance) : 1))
      }
      return found
    }
    const exact = vocabulary.get(term)
    if (exact !== undefined) found.set(exact, 1)
    if (prefix)
      for (const [key, id] of vocabulary.atPrefix(term))
        if (key !== term) found.set(id, W.prefixWeight(key, key.length - term.length))
    if (typos && edits > 0) {
      for (const [key, [id, distance]] of vocabulary.fuzzyGet(term, edits))
        if (distance && !found.has(id) && slip(term, key, distance)) found.set(id, W.fuzzyWeight(key, distance))
    }
    return found
  }

  /** Documents holding a term in their most common field: its document frequency for the words' importance. */
  function docFrequency(termId: number): number {
    let df = 0
    for (const field of index.fields) df = Math.max(df, (field.offsets[termId + 1] ?? 0) - (field.offsets[termId] ?? 0))
    return df
  }
  const idf = (df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5))

  /**
   * How much a word decides the ranking (search/graceful.ts): its rarity, the IDF of its own term or of the rarest of
   * its synonyms. 0: the index does not know the word at all.
   */
  function importance(alternatives: WordMatch[], expansions: Map<number, number>[]): number {
    let best = -1
    alternatives.forEach((alternative, i) => {
      if (alternative.surface) return
      const exact = vocabulary.get(alternative.term)
      if (exact !== undefined && expansions[i]?.has(exact)) best = Math.max(best, idf(docFrequency(exact)))
    })
    if (best >= 0) return best
    // Found only by prefix or typo: as the commonest word it stands for ("koliek paa": "paa" is mostly "paard").
    let commonest = Infinity
    for (const found of expansions)
      for (const termId of found.keys()) commonest = Math.min(commonest, idf(docFrequency(termId)))
    return commonest === Infinity ? 0 : commonest
  }

  function match(plan: QueryPlan, minCoverage = 0): RawMatches {
    if (plan.length === 0) return NO_RAW_MATCHES
    let touchedCount = 0
    const sources = new Map<string, number>()
    const weights: number[] = []
    let unknown = 0
    const prepared = plan.map((alternatives, w) => {
      const known =
        !options.correctKnownWords &&
        alternatives.some((a) => !a.surface && (vocabulary.has(a.term) || (a.prefix && hasPrefix(a.term))))
      const taken = new Set<number>()
      const expansions = alternatives.map((alternative) => {
        const found = expand(alternative, taken, !known)
        for (const termId of found.keys()) taken.add(termId)
        return found
      })
      const weight = importance(alternatives, expansions)
      weights.push(weight)
      if (weight === 0) unknown++
      return { alternatives, expansions, weight, w }
    })
    const total = weights.reduce((a, b) => a + b, 0) || 1
    // The most important words first: once the words left weigh less than the floor, a document none of the earlier
    // words matched cannot reach it, and is not looked at ("koliek pa": "pa…" only adds to the "koliek" documents).
    let left = weights.reduce((a, b) => a + b, 0)
    const every = 2 ** plan.length - 1
    ;[...prepared]
      .sort((x, y) => y.weight - x.weight)
      .forEach(({ alternatives, expansions, weight, w }) => {
        const opens = left >= minCoverage * total - 1e-9
        left -= weight
        const bitOfWord = 2 ** Math.min(w, 31)
        alternatives.forEach((alternative, a) => {
          // A written-word or synonym alternative stands for the same query term as the word's first alternative.
          const source =
            alternative.surface || alternative.synonym ? (alternatives[0]?.term ?? alternative.term) : alternative.term
          if (!sources.has(source)) sources.set(source, sources.size)
          const bit = 2 ** Math.min(sources.get(source) ?? 0, 31)
          const scale = alternative.synonym ? W.SYNONYM_WEIGHT : 1
          for (const [termId, matchWeight] of expansions[a] ?? []) {
            const termIdf = idf(docFrequency(termId))
            for (const { field, lengthTerm, strongField, firmAlways, firmCounted } of scoredFields) {
              const start = field.offsets[termId] ?? 0
              const end = field.offsets[termId + 1] ?? 0
              if (end === start) continue
              const factor = scale * matchWeight * field.boost * (options.minisearchScores ? idf(end - start) : termIdf)
              const { docs, freqs } = field
              const firstHit = weight
              const firstQuality = weight * scale * matchWeight
              for (let p = start; p < end; p++) {
                const doc = docs[p] ?? 0
                const words = matchedWords[doc] ?? 0
                if (words === 0 && !opens) continue
                if ((words & bitOfWord) === 0) {
                  // The word's first hit in this document is its best: exact terms come before prefixes and typos.
                  if (words === 0) touched[touchedCount++] = doc
                  matchedWords[doc] = words | bitOfWord
                  covered[doc] = (covered[doc] ?? 0) + firstHit
                  quality[doc] = (quality[doc] ?? 0) + firstQuality
                }
                matchedTerms[doc] = (matchedTerms[doc] ?? 0) | bit
                const tf = freqs[p] ?? 0
                if (strongField) strongWords[doc] = (strongWords[doc] ?? 0) | bitOfWord
                else if (firmAlways || (firmCounted && tf >= W.FIRM_COUNT))
                  firmWords[doc] = (firmWords[doc] ?? 0) | bitOfWord
                else if (firmCounted) {
                  const once = onceWords[doc] ?? 0
                  if ((once & bitOfWord) !== 0 || (field.lengths[doc] ?? 0) < W.PASSING_TEXT_WORDS)
                    partFirmWords[doc] = (partFirmWords[doc] ?? 0) | bitOfWord
                  onceWords[doc] = once | bitOfWord
                }
                scores[doc] = (scores[doc] ?? 0) + factor * (D + (tf * K1) / (tf + (lengthTerm[doc] ?? 0)))
              }
            }
          }
        })
      })
    // When half the words or more are unknown to the index, the query is about something the content does not cover
    // ("hypotheek berekenen", "tractor kopen"): nothing matches. In a longer question an unknown word is left out of
    // the weighing ("…als mijn paard vuurwerk eng vindt").
    const answerable = unknown * 2 < plan.length
    const compounds = compoundMasks(plan)
    let count = 0
    for (let i = 0; i < touchedCount; i++) {
      const doc = touched[i] ?? 0
      const words = matchedWords[doc] ?? 0
      // A compound split at query time is matched only with all its parts, one of them outside the body text: parts
      // found alone, or only scattered through the text ("hond" and "voer" in an article on lice), are dropped.
      const strongBits = strongWords[doc] ?? 0
      const firmBits = passing ? (firmWords[doc] ?? 0) : words
      const lostWords = compounds.length
        ? partsAlone(compounds, words, strongBits, firmBits | (partFirmWords[doc] ?? 0))
        : 0
      const lost = lostWords ? weightOf(lostWords, weights) : 0
      // A word the page says once in passing covers half as much of the query.
      const faintWords = passing ? words & ~lostWords & ~strongBits & ~firmBits : 0
      const faint = faintWords ? passingShare * weightOf(faintWords, weights) : 0
      const kept = (covered[doc] ?? 0) - lost - faint
      const coverage = words === every && lost === 0 && faint === 0 ? 1 : kept / total
      if (answerable && coverage >= minCoverage && kept > 1e-9) {
        out.docs[count] = doc
        out.scores[count] = (scores[doc] ?? 0) * popcount(matchedTerms[doc] ?? 0)
        out.coverage[count] = coverage
        out.quality[count++] = ((quality[doc] ?? 0) / total) * (lost > 0 || faint > 0 ? kept / (covered[doc] ?? 1) : 1)
      }
      scores[doc] = 0
      matchedWords[doc] = 0
      matchedTerms[doc] = 0
      strongWords[doc] = 0
      firmWords[doc] = 0
      partFirmWords[doc] = 0
      onceWords[doc] = 0
      covered[doc] = 0
      quality[doc] = 0
    }
    out.count = count
    return out
  }

  /** A word of the index: a term (a stem, or a word the suggestion index holds as written) or a written word. */
  const knows = (word: string) => vocabulary.has(word) || (index.surface !== undefined && written().has(word))
  // A term some text field has, not only the compound-parts fields (whose parts may be the lexicon's words).
  const partFields = index.fields.filter((f) => !W.PART_FIELDS.has(f.name))
  const inText = (id: number | undefined) =>
    id !== undefined && partFields.some((f) => (f.offsets[id + 1] ?? 0) > (f.offsets[id] ?? 0))
  /** A word the pages write: a query compound is split into such words (or synonyms), not into fragments the lexicon
   *  found only inside other compounds ("pasta" of a "…pasta" is no reason to split a "tandpasta"). */
  const writes = (word: string) =>
    inText(vocabulary.get(word)) || (index.surface !== undefined && inText(written().get(word)))

  function split(folded: string, prefix: boolean, alsoKnown?: (word: string) => boolean): string[] | null {
    if (knows(folded) || knows(stemOf(folded)) || (prefix && hasPrefix(folded))) return null
    const parts = splitCompound(folded, alsoKnown ? (w) => writes(w) || alsoKnown(w) : writes, stemOf)
    // A word one slip from a word of the index is that word mistyped ("artroze": artrose), not short words ("art",
    // "roze") that the lexicon's compound parts brought into the index.
    return parts && !oneSlipFromKnown(stemOf(folded)) ? parts : null
  }

  function oneSlipFromKnown(term: string): boolean {
    if (maxEdits(term) === 0) return false
    for (const [key, [, distance]] of vocabulary.fuzzyGet(term, 1))
      if (distance === 1 && slip(term, key, 1)) return true
    return false
  }

  function correct(term: string): string | null {
    // A known word or the start of one (typed on as you type) is no typo.
    if (vocabulary.has(term) || hasPrefix(term)) return null
    let best: string | null = null
    let bestDistance = Infinity
    for (const [key, [, distance]] of vocabulary.fuzzyGet(term, maxEdits(term))) {
      if (distance < bestDistance && slip(term, key, distance)) [best, bestDistance] = [key, distance]
    }
    return best
  }

  /** "controleren" (stem "controler") ↔ "controle" ("control"), "vaccineren" ↔ "vaccin": when the index has the other. */
  function variants(term: string): string[] {
    const other = term.endsWith('er') && term.length >= 7 ? term.slice(0, -2) : `${term}er`
    return other.length >= 5 && vocabulary.has(other) ? [other] : []
  }

  return { match, split, correct, variants, termCount: index.terms.length }
}
