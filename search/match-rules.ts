// The postings searcher's match rules (search/postings-search.ts): which typo is a slip of the hand, and how much of a
// compound split at query time a document matched (decision 027).
import type { QueryPlan } from './query-plan.ts'

/**
 * Is `found` a typo of `typed` a hand makes? Two letters changed far apart in a word of the same length are another
 * word ("zadelmaker" is no "zadelkamer"); two side by side are a slip ("hoefbevangenhied" → "hoefbevangenheid").
 */
export function slip(typed: string, found: string, distance: number): boolean {
  if (distance < 2 || typed.length !== found.length) return true
  let first = -1
  for (let i = 0; i < typed.length; i++) {
    if (typed[i] === found[i]) continue
    if (first < 0) first = i
    else if (i > first + 1) return false
  }
  return true
}

/** The plan words' bits of each compound split at query time (search/query-plan.ts `partOf`). */
export function compoundMasks(plan: QueryPlan): number[] {
  const masks = new Map<number, number>()
  plan.forEach((alternatives, w) => {
    const of = alternatives[0]?.partOf
    if (of !== undefined) masks.set(of, (masks.get(of) ?? 0) | (2 ** Math.min(w, 31)))
  })
  return [...masks.values()]
}

/**
 * The plan words of the compound parts a document matched without the others, or only in its body text, or whose
 * modifier it has only in passing. A page carries a compound's meaning when it has every part, one of them in a title,
 * heading or taxonomy name, and its modifiers (every part but the last, the head) more than in passing: the page on
 * colic that once says "aanvallen" is about a "koliekaanval", the page on "voer" that once mentions "honden" is no page
 * on "hondenvoer". `firm`: the words a page has more than in passing (all of them where the index does not tell).
 */
export function partsAlone(compounds: number[], words: number, strong: number, firm: number = words): number {
  let lost = 0
  for (const mask of compounds) {
    const found = words & mask
    const modifiers = mask - 2 ** (31 - Math.clz32(mask))
    if (found === 0 || (found === mask && (strong & mask) !== 0 && ((strong | firm) & modifiers) === modifiers))
      continue
    lost |= found
  }
  return lost
}

/** The summed importance of the plan words whose bits are set. */
export function weightOf(bits: number, weights: number[]): number {
  let sum = 0
  // The set bits only, lowest first; bit 31 stands for every word from the 32nd on.
  for (let rest = bits | 0; rest !== 0; rest &= rest - 1) {
    const w = 31 - Math.clz32(rest & -rest)
    if (w < 31) sum += weights[w] ?? 0
    else for (let v = 31; v < weights.length; v++) sum += weights[v] ?? 0
  }
  return sum
}

/** The number of set bits (the plan words a document matched). */
export function popcount(bits: number): number {
  let v = bits - ((bits >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
