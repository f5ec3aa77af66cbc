// Recent searches (spec §3, §5, §9): in localStorage under one key, unique, newest first, non-empty, at most 5. Kept only
// with the visitor's consent for functional cookies (the cookie panel says so); withdrawing it forgets them.
import { getConsent, subscribeConsent } from '#ui/consent/consent-store.ts'
import { normalizeQuery } from './search-url.ts'

export const RECENT_SEARCHES_KEY = 'hoefslag:recent-search-queries'
export const MAX_RECENT_SEARCHES = 5

const NONE: readonly string[] = Object.freeze([])

/** `list` with `query` in front: normalized, once, at most MAX_RECENT_SEARCHES; an empty query changes nothing. */
export function withRecentSearch(list: readonly string[], query: string): readonly string[] {
  const q = normalizeQuery(query)
  if (!q || list[0] === q) return list
  return [q, ...list.filter((item) => item !== q)].slice(0, MAX_RECENT_SEARCHES)
}

/** The stored value read defensively: anything but a JSON list of strings is nothing; cleaned up like a new entry. */
export function parseRecentSearches(raw: string | null): readonly string[] {
  if (!raw) return NONE
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return NONE
  }
  if (!Array.isArray(value)) return NONE
  const items = value.filter((item): item is string => typeof item === 'string')
  return items.reduceRight<readonly string[]>((list, item) => withRecentSearch(list, item), NONE)
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type RecentSearchesStore = {
  /** A stable list while nothing changes (for useSyncExternalStore). */
  get(): readonly string[]
  add(query: string): void
  clear(): void
  subscribe(listener: () => void): () => void
}

type Options = {
  storage: () => KeyValueStorage | undefined
  /** May we keep them (functional consent)? */
  allowed: () => boolean
  /** Called when `allowed` may have changed; answers an unsubscribe. */
  onAllowedChange?: (listener: () => void) => () => void
  /** Other tabs' writes (the `storage` event). */
  onExternalChange?: (listener: () => void) => () => void
}

export function createRecentSearches({
  storage,
  allowed,
  onAllowedChange,
  onExternalChange,
}: Options): RecentSearchesStore {
  const listeners = new Set<() => void>()
  let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: NONE }
  const notify = () => listeners.forEach((listener) => listener())
  const read = (): string | null => {
    try {
      return storage()?.getItem(RECENT_SEARCHES_KEY) ?? null
    } catch {
      return null
    }
  }
  const write = (list: readonly string[]) => {
    try {
      if (list.length) storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list))
      else storage()?.removeItem(RECENT_SEARCHES_KEY)
    } catch {
      // Storage full or blocked: the searches are simply not remembered.
    }
    notify()
  }
  const store: RecentSearchesStore = {
    get() {
      if (!allowed()) return NONE
      const raw = read()
      if (raw !== cache.raw) cache = { raw, list: parseRecentSearches(raw) }
      return cache.list
    },
    add(query) {
      if (!allowed()) return
      const current = store.get()
      const next = withRecentSearch(current, query)
      if (next !== current) write(next)
    },
    clear() {
      write(NONE)
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        stopAllowed = onAllowedChange?.(() => {
          if (!allowed()) write(NONE)
          else notify()
        })
        stopExternal = onExternalChange?.(notify)
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          stopAllowed?.()
          stopExternal?.()
        }
      }
    },
  }
  let stopAllowed: (() => void) | undefined
  let stopExternal: (() => void) | undefined
  return store
}

const localStore = (): KeyValueStorage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage)

/** The site's recent searches: localStorage, with functional consent. */
export const recentSearches = createRecentSearches({
  storage: localStore,
  allowed: () => getConsent().functional,
  // Consent is known once the cookie panel has read it; refusing functional cookies (then or later) forgets the list.
  onAllowedChange: (listener) =>
    subscribeConsent(() => {
      const consent = getConsent()
      if (consent.ready) listener()
    }),
  onExternalChange: (listener) => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === RECENT_SEARCHES_KEY || e.key === null) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  },
})

export const getServerRecentSearches = (): readonly string[] => NONE
