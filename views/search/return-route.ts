// The route a visitor searched from (spec §2: the desktop search bar remembers it unless already on the search page),
// kept for the browser session: the search page links back to it.
import { readSession, writeSession } from '#ui/browser/session-storage.ts'
import { SEARCH_PATH } from './search-url.ts'

export const RETURN_ROUTE_KEY = 'hoefslag:search-return-route'

/** Remembers `path` (pathname + search) unless it is the search page itself or not a site path. */
export function rememberReturnRoute(path: string, write: (key: string, value: string) => void = writeSession): void {
  if (!isReturnable(path)) return
  write(RETURN_ROUTE_KEY, path)
}

/** The remembered route, if it is still a site path other than the search page. */
export function returnRoute(read: (key: string) => string | null = readSession): string | undefined {
  const path = read(RETURN_ROUTE_KEY)
  return path && isReturnable(path) ? path : undefined
}

function isReturnable(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith(SEARCH_PATH) && !path.startsWith('/api/')
}
