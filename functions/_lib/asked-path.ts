// The path an editor asked for, behind a rewrite rule (`/*  /api/editor/page/:splat  200`): the Node server hands the
// function the rewritten URL (the path after the prefix), Netlify the original one. Both give the same answer here.
export function askedPath(pathname: string, prefix: string): string {
  // `/api/editor/preview/` may arrive without its slash (Netlify matches function paths without it): the home page.
  if (`${pathname}/` === prefix) return '/'
  const path = pathname.startsWith(prefix) ? `/${pathname.slice(prefix.length)}` : pathname
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
const ENCODED_SEPARATOR = /%(?:2f|5c)/i

/**
 * Whether a (decoded) asked path can be a page of the site and so may be looked up, rendered or redirected to: one
 * leading slash, no empty, `.` or `..` segment, no backslash, no control character (browsers drop tabs and newlines
 * from a Location, so `/\t/host` would become `//host`, an open redirect) and no percent-encoded `/` or `\`.
 */
export function isPagePath(path: string): boolean {
  if (!path.startsWith('/') || path.includes('//') || path.includes('\\')) return false
  if (hasControl(path) || ENCODED_SEPARATOR.test(path)) return false
  return !path.split('/').some((segment) => segment === '.' || segment === '..')
}

/**
 * The query string to render with, without parameters named like Object.prototype's members (`hasOwnProperty`,
 * `__proto__`, `constructor`…): Vike's URL parser keeps the parameters in a plain object and calls
 * `searchAll.hasOwnProperty(key)`, which throws once a parameter has replaced it: a 500 for any visitor who adds `?hasOwnProperty=1`.
 */
export function renderableSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const [key, value] of params) if (!(key in Object.prototype)) kept.append(key, value)
  const text = kept.toString()
  return text ? `?${text}` : ''
}
