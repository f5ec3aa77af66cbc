// "Logged in" on the static site: the login function sets a readable (non-HttpOnly) marker cookie next to the HttpOnly token.
export const SESSION_MARKER_COOKIE = 'hoefslag_session'

/** True when a cookie header/`document.cookie` string carries `hoefslag_session=1`. */
export function hasSessionMarker(cookie: string): boolean {
  return cookie.split(';').some((part) => {
    const [name, ...rest] = part.split('=')
    return name?.trim() === SESSION_MARKER_COOKIE && rest.join('=').trim() === '1'
  })
}
