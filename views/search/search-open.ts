// "Look further" (spec §2): the search page asks the header search to open again with a query. The desktop bar and the
// mobile search modal register here; the first one that is on screen takes it.

type Opener = (query: string) => boolean

const openers = new Set<Opener>()

/** Registers an opener: it answers true when it opened (it is visible), false to let the next one try. */
export function registerSearchOpener(opener: Opener): () => void {
  openers.add(opener)
  return () => void openers.delete(opener)
}

/** Opens the header search with `query`; false when no search is on screen (the caller then focuses its own field). */
export function openHeaderSearch(query: string): boolean {
  for (const opener of openers) if (opener(query)) return true
  return false
}

/** On screen: laid out (not display: none, also not in a hidden ancestor). */
export const isOnScreen = (el: Element | null): boolean => !!el && el.getClientRects().length > 0
