import { describe, expect, it } from 'vitest'
import { partsAlone, popcount, weightOf } from './match-rules.ts'

describe('weightOf', () => {
  const weights = Array.from({ length: 40 }, (_, w) => w + 1)
  it('sums the importance of the plan words whose bits are set, and nothing for no bits', () => {
    expect(weightOf(0, weights)).toBe(0)
    expect(weightOf(0b1, weights)).toBe(1)
    expect(weightOf(0b1010, weights)).toBe(2 + 4)
  })
  it('counts every word from the 32nd on under bit 31, as the matcher sets it', () => {
    const from32 = weights.slice(31).reduce((a, b) => a + b, 0)
    expect(weightOf(2 ** 31, weights)).toBe(from32)
    expect(weightOf((2 ** 31) | 1, weights)).toBe(from32 + 1)
    expect(weightOf(2 ** 32 - 1, weights)).toBe(weights.reduce((a, b) => a + b, 0))
  })
  it('leaves out bits beyond the plan', () => {
    expect(weightOf(0b100, [5, 7])).toBe(0)
  })
})

describe('partsAlone and popcount', () => {
  it('a compound matched whole with a part outside the body text loses nothing; a part found alone is lost', () => {
    const mask = 0b011
    expect(partsAlone([mask], 0b011, 0b001)).toBe(0)
    expect(partsAlone([mask], 0b001, 0b001)).toBe(0b001)
    expect(partsAlone([mask], 0b011, 0)).toBe(0b011)
    expect(popcount(0b1011)).toBe(3)
  })

  it("a compound's modifier said only in passing loses the compound; its head said only in passing does not", () => {
    const mask = 0b011 // word 0 the modifier ("honden"), word 1 the head ("voer")
    expect(partsAlone([mask], 0b011, 0b010, 0b010)).toBe(0b011) // the head in the title, the modifier once
    expect(partsAlone([mask], 0b011, 0b001, 0b001)).toBe(0) // the modifier in the title, the head once
    expect(partsAlone([mask], 0b011, 0b010, 0b011)).toBe(0) // the head in the title, the modifier more than once
  })
})
