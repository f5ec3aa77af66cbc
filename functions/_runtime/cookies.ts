// `context.cookies`: reads the request's Cookie header, collects Set-Cookie lines for the response. Parsing and
// serializing are the `cookie` package's (jshttp, what Express uses; decision 040); this file only maps Netlify's
// CookieStore-style options onto it and keeps one line per name, domain and path.
import { parseCookie, stringifySetCookie } from 'cookie'
import type { Cookie, Cookies } from './types.ts'

/** A quoted value loses its quotes (cookie 1.x keeps them; this runtime never did); a bad %-escape stays as sent. */
const decode = (raw: string) => {
  const value = raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The request's cookies by name: the first of a repeated name wins, quotes are stripped, %-escapes decoded. */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const parsed = parseCookie(header ?? '', { decode })
  return new Map(
    Object.keys(parsed).flatMap((name) => (name && parsed[name] !== undefined ? [[name, parsed[name]]] : [])),
  )
}

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
