import { describe, expect, it } from 'vitest'
import { safeRedirectTo } from './redirect-to.ts'

describe('login redirectTo', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectTo('/kennisbank/koliek/')).toBe('/kennisbank/koliek/')
    expect(safeRedirectTo('/zoeken/?q=koliek#resultaten')).toBe('/zoeken/?q=koliek#resultaten')
  })

  it('sends anything else home', () => {
    for (const bad of [null, undefined, '', 'https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'kennisbank/']) {
      expect(safeRedirectTo(bad), String(bad)).toBe('/')
    }
  })
})
