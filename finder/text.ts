// The free-text part of a finder query: `q` over a clinic's or vet's name, places and provinces, and term names.
// Every word of q must begin a word of one of them (folded: "rontgen" finds "Röntgen"); names weigh most.
import { fold, tokenize } from '#search/analysis.ts'

/** " word word " (folded), so " prefix" and " word " are plain substring tests. */
export const wordsText = (text: string): string => ` ${tokenize(fold(text)).join(' ')} `

export const queryWords = (q: string): string[] => tokenize(fold(q)).map((w) => ` ${w}`)

/** 0 when some word of q matches nothing, else the higher the better: name > place > term; a whole word > a prefix. */
export function textScore(words: string[], name: string, where: string, terms: string): number {
  let score = 0
  for (const w of words) {
    const whole = `${w} `
    const best = name.includes(whole)
      ? 8
      : name.includes(w)
        ? 6
        : where.includes(whole)
          ? 4
          : where.includes(w)
            ? 3
            : terms.includes(whole)
              ? 2
              : terms.includes(w)
                ? 1
                : 0
    if (best === 0) return 0
    score += best
  }
  return score
}
