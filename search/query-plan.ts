// A query as the engines match it (search/postings-search.ts ranks the documents by how much of it they match): a
// word matches when any of its alternatives does.
// - suggest (as you type, suggestion index): earlier words by their stem; the last word as typed with prefix and typo
//   tolerance, or by its stem.
// - suggest-text (the same on the full index, when no title or heading has the words): earlier words by their stem;
//   the last by its stem with prefix and typo tolerance, and as written with typo tolerance.
// - full (/zoeken/, full index): every word by its stem with typo tolerance and as written with typo tolerance (a typo
//   in the ending defeats the stemmer: "hoefbevangenhied" stays whole); the last word also as a prefix.
// With a lexicon (the index's own): a word in an editors' synonym group also matches the group's other words; a word
// the index does not know that is a compound of words it does know is looked for as its parts ("straalrot" → straal,
// rot), each a word of the plan, instead of as a typo; a document matches such a word only with all of its parts.
import { analyzeQuery, maxEdits, stem, type Stemmer } from './analysis.ts'

/**
 * `surface`: `term` is the word as typed (folded), corrected against the index's written words, not its stems.
 * `synonym`: the term stands for the word through an editors' synonym group (weighs SYNONYM_WEIGHT).
 */
export type WordMatch = {
  term: string
  edits: number
  prefix: boolean
  surface?: boolean
  synonym?: boolean
  /** A part of a compound split at query time: the index of the query word it is part of. A document matches the
   * compound only with every one of its parts; some of them alone count for nothing ("hondenvoer" is no "hond"). */
  partOf?: number
}
export type QueryPlan = WordMatch[][]
export type SearchMode = 'suggest' | 'full'
export type PlanKind = SearchMode | 'suggest-text'

/** What the index knows beyond the analysis: its synonym groups and the compounds it can split. */
export type Lexicon = {
  /** The index's stemmer (search/analysis.ts `stemmerWith`); default `stem`. */
  stem?: Stemmer
  synonyms: (stem: string) => readonly string[]
  /** The parts of a folded word the index does not know (nor, when `prefix`, as the start of a word), or null. */
  split: (folded: string, prefix: boolean) => string[] | null
}
export const NO_LEXICON: Lexicon = { synonyms: () => [], split: () => null }

/** The last word is matched as a prefix from this many letters on; shorter it would expand to half the vocabulary. */
export const MIN_PREFIX = { suggest: 2, 'suggest-text': 3, full: 4 } as const
/** Words a plan looks at (the matcher keeps one bit per word); a 200-character query rarely has more. */
export const MAX_PLAN_WORDS = 24

function wordAlternatives(folded: string, stem: string, last: boolean, kind: PlanKind): WordMatch[] {
  const prefix = last && folded.length >= MIN_PREFIX[kind]
  if (kind === 'suggest') {
    if (!last) return [{ term: stem, edits: 0, prefix: false }]
    const typed = { term: folded, edits: maxEdits(folded), prefix }
    return stem === folded ? [typed] : [typed, { term: stem, edits: 0, prefix: false }]
  }
  const fuzzy = kind === 'full' || last
  const byStem = { term: stem, edits: fuzzy ? maxEdits(stem) : 0, prefix }
  const edits = fuzzy ? maxEdits(folded) : 0
  return edits === 0 ? [byStem] : [byStem, { term: folded, edits, prefix: false, surface: true }]
}

export function planQuery(q: string, kind: PlanKind, lexicon: Lexicon = NO_LEXICON): QueryPlan {
  const stemOf = lexicon.stem ?? stem
  const words = analyzeQuery(q, stemOf)
  const plan: QueryPlan = []
  words.forEach(({ folded, stem }, i) => {
    const last = i === words.length - 1
    const synonyms = lexicon.synonyms(stem)
    const parts = synonyms.length ? null : lexicon.split(folded, last)
    if (parts) {
      // Each part with its synonyms: "inentingsschema" is "vaccinatieschema" when inenting and vaccinatie are a group.
      for (const part of parts) {
        const term = stemOf(part)
        plan.push([
          { term, edits: 0, prefix: false, partOf: i },
          ...lexicon.synonyms(term).map((s) => ({ term: s, edits: 0, prefix: false, synonym: true, partOf: i })),
        ])
      }
      return
    }
    plan.push([
      ...wordAlternatives(folded, stem, last, kind),
      ...synonyms.map((term) => ({ term, edits: 0, prefix: false, synonym: true })),
    ])
  })
  return plan.slice(0, MAX_PLAN_WORDS)
}
