import { describe, expect, it } from 'vitest'
import { createCookies } from '../_runtime/cookies.ts'
import { secureCookies, sessionToken, startSession, tokenExpiry } from './session.ts'

const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`

describe('editor session cookies', () => {
  it("reads the token's expiry and gives both cookies its remaining lifetime", () => {
    expect(tokenExpiry(jwt({ exp: 2_000_000_000 }))).toBe(2_000_000_000)
    expect(tokenExpiry('not-a-jwt')).toBeUndefined()
    const { cookies, setCookieLines } = createCookies(null)
    expect(
      startSession(cookies, jwt({ exp: 10_003_600 }), 'https://hoefslag.nl/api/login', 10_000_000_000),
    ).toMatchObject({ ok: true })
    const lines = setCookieLines()
    expect(lines[0]).toMatch(/^hoefslag_token=e30\..*; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    expect(lines[1]).toBe('hoefslag_session=1; Max-Age=3600; Path=/; Secure; SameSite=Lax')
  })

  it('refuses a token that has expired, and is Secure except on plain-HTTP localhost', () => {
    const { cookies, setCookieLines } = createCookies(null)
    expect(startSession(cookies, jwt({ exp: 10 }), 'http://localhost:8888/', 20_000)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(setCookieLines()).toEqual([])
    expect(secureCookies('http://localhost:8888/api/login')).toBe(false)
    expect(secureCookies('http://127.0.0.1:8888/api/login')).toBe(false)
    expect(secureCookies('http://hoefslag.nl/api/login')).toBe(true)
    expect(sessionToken(createCookies('hoefslag_token=abc').cookies)).toBe('abc')
  })
})
