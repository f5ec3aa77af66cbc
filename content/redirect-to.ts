// The login's redirectTo (spec §2 /login/, DESIGN "redirectTo accepts same-site paths only"): a path on this site,
// else the home page. Isomorphic: the login form, the login function and the preview redirect check it the same way.
// Refused: other origins (`https://…`, `//host`, `/\host`), schemes (`javascript:`), control characters (CR/LF/tab:
// browsers drop tabs and newlines, so `/\t/host` would become `//host`), and the same tricks percent-encoded.

const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
const MAX_LENGTH = 2000

/** Decoded until stable (at most 3 rounds), or undefined when the encoding is broken. */
function fullyDecoded(value: string): string | undefined {
  let current = value
  for (let i = 0; i < 3; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return undefined
    }
    if (next === current) return current
    current = next
  }
  return current
}

const looksLocal = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !hasControl(path)

export function safeRedirectTo(value: string | null | undefined): string {
  if (!value || value.length > MAX_LENGTH || !looksLocal(value)) return '/'
  // The path part, decoded: `/%2F%2Fhost` or `/%5Chost` must not turn into another host on the way.
  const decoded = fullyDecoded(value.split(/[?#]/)[0] ?? '')
  if (decoded === undefined || !looksLocal(decoded) || hasControl(fullyDecoded(value) ?? '\n')) return '/'
  try {
    const url = new URL(value, 'https://same.site')
    if (url.origin !== 'https://same.site') return '/'
    // Resolving dot segments can itself make `//host` (`/.//host`, `/%2e//host`, `/a/..//host`): the result passes
    // the same checks as the input.
    const resolved = fullyDecoded(url.pathname)
    return resolved !== undefined && looksLocal(url.pathname) && looksLocal(resolved)
      ? url.pathname + url.search + url.hash
      : '/'
  } catch {
    return '/'
  }
}
