// An editor's session on the site (docs/decisions/010-editors.md): the CMS's JWT in an HttpOnly cookie that
// page JavaScript cannot read, and beside it a readable marker cookie that only says "logged in" (the header shows
// 'Uitloggen'). Both live as long as the token (its `exp`), are SameSite=Lax and Secure except on http://localhost.
import { z } from 'zod'
import { SESSION_MARKER_COOKIE } from '#lib/session-cookie.ts'
import type { Cookies } from '../_runtime/types.ts'

export const TOKEN_COOKIE = 'hoefslag_token'
export { SESSION_MARKER_COOKIE }

const JwtPayloadSchema = z.looseObject({ exp: z.number().int().positive().optional() })

/** The token's expiry (epoch seconds) from its payload; undefined when it has none or is no JWT. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const parsed = JwtPayloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data.exp : undefined
  } catch {
    return undefined
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Secure cookies everywhere but plain-HTTP localhost, where the browser would drop them. */
export const secureCookies = (requestUrl: string) => {
  const url = new URL(requestUrl)
  return !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))
}

export type SessionResult = { ok: true; maxAgeSeconds?: number } | { ok: false; reason: 'expired' }

/** Sets both cookies for `token`; refuses a token that has already expired. */
export function startSession(cookies: Cookies, token: string, requestUrl: string, nowMs = Date.now()): SessionResult {
  const exp = tokenExpiry(token)
  const maxAge = exp === undefined ? undefined : exp - Math.floor(nowMs / 1000)
  if (maxAge !== undefined && maxAge <= 0) return { ok: false, reason: 'expired' }
  const common = {
    path: '/',
    sameSite: 'Lax' as const,
    secure: secureCookies(requestUrl),
    ...(maxAge !== undefined ? { maxAge } : {}),
  }
  cookies.set({ name: TOKEN_COOKIE, value: token, httpOnly: true, ...common })
  cookies.set({ name: SESSION_MARKER_COOKIE, value: '1', httpOnly: false, ...common })
  return { ok: true, ...(maxAge !== undefined ? { maxAgeSeconds: maxAge } : {}) }
}

/** Clears both cookies (logout, or a token the CMS no longer accepts). */
export function endSession(cookies: Cookies, requestUrl: string): void {
  const secure = secureCookies(requestUrl)
  for (const [name, httpOnly] of [
    [TOKEN_COOKIE, true],
    [SESSION_MARKER_COOKIE, false],
  ] as const) {
    cookies.set({ name, value: '', path: '/', maxAge: 0, expires: 0, httpOnly, secure, sameSite: 'Lax' })
  }
}

/** The editor's token from the request, if any (its validity is the CMS's to judge). */
export const sessionToken = (cookies: Cookies): string | undefined => cookies.get(TOKEN_COOKIE) || undefined

const JWT_SHAPE = /^[A-Za-z0-9_-]{2,1000}\.[A-Za-z0-9_-]{2,3000}\.[A-Za-z0-9_-]{2,1000}$/

/**
 * The cheap check before anything costly, so made-up cookies cannot make the site render or call the CMS: a token that cannot be a live session — not a JWT,
 * or past its `exp` — is refused without asking the CMS and without rendering. Only the CMS can check the
 * signature and whether logout revoked it; this only keeps made-up cookies away from it.
 */
export function plausibleToken(token: string, nowMs = Date.now()): boolean {
  if (!JWT_SHAPE.test(token)) return false
  const exp = tokenExpiry(token)
  return exp !== undefined && exp > Math.floor(nowMs / 1000)
}
