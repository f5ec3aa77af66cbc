import { describe, expect, it } from 'vitest'
import { rememberReturnRoute, returnRoute, RETURN_ROUTE_KEY } from './return-route.ts'

function memory() {
  const data = new Map<string, string>()
  return { data, read: (k: string) => data.get(k) ?? null, write: (k: string, v: string) => void data.set(k, v) }
}

describe('the return route (spec §2)', () => {
  it('remembers the page the visitor searched from, but not the search page itself', () => {
    const m = memory()
    rememberReturnRoute('/kennisbank/koliek/?ref=x', m.write)
    rememberReturnRoute('/zoeken/?q=droes', m.write)
    expect(m.data.get(RETURN_ROUTE_KEY)).toBe('/kennisbank/koliek/?ref=x')
    expect(returnRoute(m.read)).toBe('/kennisbank/koliek/?ref=x')
  })

  it('answers only site paths', () => {
    const m = memory()
    m.write(RETURN_ROUTE_KEY, '//evil.example/')
    expect(returnRoute(m.read)).toBeUndefined()
    m.write(RETURN_ROUTE_KEY, 'https://evil.example/')
    expect(returnRoute(m.read)).toBeUndefined()
    expect(returnRoute(memory().read)).toBeUndefined()
  })
})
