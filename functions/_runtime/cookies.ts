// `context.cookies`: reads the request's Cookie header, collects Set-Cookie lines for the response.
import type { Cookie, Cookies } from './types.ts'

export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 1) continue
    const name = part.slice(0, eq).trim()
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    let value = raw
    try {
      value = decodeURIComponent(raw)
    } catch {
      // keep the raw value
    }
    if (!cookies.has(name)) cookies.set(name, value)
  }
  return cookies
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

export function serializeCookie(cookie: Cookie): string {
  if (!TOKEN.test(cookie.name)) throw new Error(`invalid cookie name "${cookie.name}"`)
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`]
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`)
  parts.push(`Path=${cookie.path ?? '/'}`)
  if (cookie.expires !== undefined) parts.push(`Expires=${new Date(cookie.expires).toUTCString()}`)
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(cookie.maxAge)}`)
  if (cookie.httpOnly) parts.push('HttpOnly')
  if (cookie.secure) parts.push('Secure')
  if (cookie.sameSite) parts.push(`SameSite=${cookie.sameSite}`)
  return parts.join('; ')
}

/** The Cookies API over one request, and the Set-Cookie lines it produced. */
export function createCookies(cookieHeader: string | null): { cookies: Cookies; setCookieLines: () => string[] } {
  const incoming = parseCookieHeader(cookieHeader)
  const outgoing = new Map<string, string>()
  const cookies: Cookies = {
    get: (name) => incoming.get(name),
    set: (cookie) => {
      outgoing.set(`${cookie.name};${cookie.domain ?? ''};${cookie.path ?? '/'}`, serializeCookie(cookie))
    },
    delete: (target) => {
      const c = typeof target === 'string' ? { name: target } : target
      cookies.set({ ...c, value: '', expires: 0 })
    },
  }
  return { cookies, setCookieLines: () => [...outgoing.values()] }
}
