// "Logged in" on the static site: the login function sets a readable (non-HttpOnly) marker cookie next to the HttpOnly token.
import { parseCookieHeader } from './cookie-header.ts'

export const SESSION_MARKER_COOKIE = 'hoefslag_session'

/** True when a cookie header/`document.cookie` string carries `hoefslag_session=1` (quoted or not). */
export function hasSessionMarker(cookie: string): boolean {
  return parseCookieHeader(cookie).get(SESSION_MARKER_COOKIE) === '1'
}
