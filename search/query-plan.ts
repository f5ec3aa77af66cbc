// A query as the engines match it: every word must match (AND); a word matches when any of its alternatives does.
// - suggest (as you type, suggestion index): earlier words by their stem; the last word as typed with prefix and typo
//   tolerance, or by its stem.
// - suggest-text (the same on the full index, when no title or heading has the words): earlier words by their stem;
//   the last by its stem with prefix and typo tolerance, and as written with typo tolerance.
// - full (/zoeken/, full index): every word by its stem with typo tolerance and as written with typo tolerance (a typo
//   in the ending defeats the stemmer: "hoefbevangenhied" stays whole); the last word also as a prefix.
import { analyzeQuery, maxEdits } from './analysis.ts'

/** `surface`: `term` is the word as typed (folded), corrected against the index's written words, not its stems. */
export type WordMatch = { term: string; edits: number; prefix: boolean; surface?: boolean }
export type QueryPlan = WordMatch[][]
export type SearchMode = 'suggest' | 'full'
export type PlanKind = SearchMode | 'suggest-text'

/** The last word is matched as a prefix from this many letters on; shorter it would expand to half the vocabulary. */
export const MIN_PREFIX = { suggest: 2, 'suggest-text': 3, full: 4 } as const

export function planQuery(q: string, kind: PlanKind): QueryPlan {
  const words = analyzeQuery(q)
  return words.map(({ folded, stem }, i): WordMatch[] => {
    const last = i === words.length - 1
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
  })
}
