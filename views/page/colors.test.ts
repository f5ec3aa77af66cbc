import { describe, expect, it } from 'vitest'
import { cmsColor, contrastRatio, readableBackground } from './colors.ts'

const rgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
const WHITE = rgb('#ffffff')
const TEXT = rgb('#1b1f1d')

describe('CMS colours', () => {
  it('maps names to design tokens and passes hex values through', () => {
    expect(cmsColor('green')).toBe('var(--color-primary)')
    expect(cmsColor('#4A8FB8')).toBe('#4A8FB8')
    expect(cmsColor('not-a-colour')).toBeUndefined()
  })

  it('darkens a term colour just enough for white text, keeping a colour that already works', () => {
    const darker = readableBackground('#4A8FB8', 'light')
    expect(contrastRatio(rgb(darker), WHITE)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(rgb(darker), WHITE)).toBeLessThan(6)
    expect(readableBackground('#1f4e3d', 'light')).toBe('#1f4e3d')
  })

  it('lightens a colour for dark text, and leaves design tokens alone', () => {
    expect(contrastRatio(rgb(readableBackground('#8C5E3C', 'dark')), TEXT)).toBeGreaterThanOrEqual(4.5)
    expect(readableBackground('var(--color-sand)', 'light')).toBe('var(--color-sand)')
  })

  it('reads short hex colours', () => {
    expect(contrastRatio(rgb(readableBackground('#fc0', 'light')), WHITE)).toBeGreaterThanOrEqual(4.5)
  })
})
