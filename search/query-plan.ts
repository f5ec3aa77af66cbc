// A query as the engines match it: every word must match (AND); a word matches when any of its alternatives does.
// Suggestions (as you type): earlier words by their stem, the last word also as a prefix and with typo tolerance.
// Full search (/zoeken/): every word by its stem with typo tolerance, the last one also as a prefix.
import { analyzeQuery, maxEdits } from './analysis.ts'

export type WordMatch = { term: string; edits: number; prefix: boolean }
export type QueryPlan = WordMatch[][]
export type SearchMode = 'suggest' | 'full'

/** The last word is matched as a prefix from this many letters on; shorter it would expand to half the vocabulary. */
export const MIN_PREFIX = { suggest: 2, full: 4 } as const

export function planQuery(q: string, mode: SearchMode): QueryPlan {
  const words = analyzeQuery(q)
  return words.map(({ folded, stem }, i) => {
    const last = i === words.length - 1
    if (mode === 'full') return [{ term: stem, edits: maxEdits(stem), prefix: last && folded.length >= MIN_PREFIX.full }]
    if (!last) return [{ term: stem, edits: 0, prefix: false }]
    const typed = { term: folded, edits: maxEdits(folded), prefix: folded.length >= MIN_PREFIX.suggest }
    return stem === folded ? [typed] : [typed, { term: stem, edits: 0, prefix: false }]
  })
}
