import { describe, expect, it } from 'vitest'
import { countWords, exceedsCopyrightLimit } from './copyright.ts'

const words = (n: number) => Array.from({ length: n }, (_, i) => `woord${i}`).join(' ')

describe('copyright warning threshold (more than 40 words)', () => {
  it('does not warn at exactly 40 words', () => {
    expect(exceedsCopyrightLimit(words(40))).toBe(false)
  })

  it('warns at 41 words', () => {
    expect(exceedsCopyrightLimit(words(41))).toBe(true)
  })

  it('counts words across newlines and tabs, and not punctuation on its own', () => {
    expect(countWords('  Koliek is\nbuikpijn —\tbij paarden. ')).toBe(5)
    expect(countWords('')).toBe(0)
    expect(countWords('paard’s 24-uurs e-mail')).toBe(3)
  })
})
