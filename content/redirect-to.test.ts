import { describe, expect, it } from 'vitest'
import { safeRedirectTo } from './redirect-to.ts'

describe('login redirectTo', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectTo('/kennisbank/koliek/')).toBe('/kennisbank/koliek/')
    expect(safeRedirectTo('/zoeken/?q=koliek#resultaten')).toBe('/zoeken/?q=koliek#resultaten')
    expect(safeRedirectTo('/?p=1019&preview=true')).toBe('/?p=1019&preview=true')
    expect(safeRedirectTo('/zoeken/?q=a%2Fb')).toBe('/zoeken/?q=a%2Fb')
  })

  it('sends other origins, schemes and their encoded variants home', () => {
    const bad = [
      null,
      undefined,
      '',
      'kennisbank/',
      'https://evil.example',
      'https://evil.example/',
      'HTTPS://evil.example',
      '//evil.example',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%255C%255Cevil.example',
      '/%252F%252Fevil.example',
      '/%E0%A4%A',
      '/\r\nSet-Cookie:x=1',
      '/%0d%0aLocation:%20https://evil.example',
      '/\t/evil.example',
      '/%09/evil.example',
      `/${'a'.repeat(2001)}`,
    ]
    for (const value of bad) expect(safeRedirectTo(value), JSON.stringify(value)).toBe('/')
  })
})
