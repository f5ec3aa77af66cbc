// A Cookie request header (or the browser's `document.cookie`, the same format) by name, parsed by the `cookie` package
// (jshttp, what Express uses; decision 040) for the functions' runtime, the server and the browser's logged-in marker.
import { parseCookie } from 'cookie'

/** A quoted value loses its quotes (cookie 1.x keeps them; this runtime never did); a bad %-escape stays as sent. */
const decode = (raw: string) => {
  const value = raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The cookies by name: the first of a repeated name wins, spaces around names and values go, quotes are stripped,
 * %-escapes decoded.
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const parsed = parseCookie(header ?? '', { decode })
  return new Map(
    Object.keys(parsed).flatMap((name) => (name && parsed[name] !== undefined ? [[name, parsed[name]]] : [])),
  )
}
