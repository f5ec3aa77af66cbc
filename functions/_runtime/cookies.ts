// `context.cookies`: reads the request's Cookie header, collects Set-Cookie lines for the response. Parsing and
// serializing are the `cookie` package's (jshttp, what Express uses; decision 040); this file only maps Netlify's
// CookieStore-style options onto it and keeps one line per name, domain and path. The request's header is read by
// lib/cookie-header.ts, which the browser's logged-in marker shares.
import { stringifySetCookie } from 'cookie'
import { parseCookieHeader } from '#lib/cookie-header.ts'
import type { Cookie, Cookies } from './types.ts'

const SAME_SITE = { Strict: 'strict', Lax: 'lax', None: 'none' } as const

/** One Set-Cookie line; a name, value, domain or path that would break the header throws (TypeError). */
export function serializeCookie(cookie: Cookie): string {
  return stringifySetCookie({
    name: cookie.name,
    value: cookie.value,
    path: cookie.path ?? '/',
    ...(cookie.domain ? { domain: cookie.domain } : {}),
    ...(cookie.expires !== undefined ? { expires: new Date(cookie.expires) } : {}),
    ...(cookie.maxAge !== undefined ? { maxAge: Math.floor(cookie.maxAge) } : {}),
    httpOnly: cookie.httpOnly === true,
    secure: cookie.secure === true,
    ...(cookie.sameSite ? { sameSite: SAME_SITE[cookie.sameSite] } : {}),
  })
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
