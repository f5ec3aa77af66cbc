import { describe, expect, it } from 'vitest'
import {
  createRecentSearches,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  withRecentSearch,
} from './recent-searches.ts'

class MemoryStorage {
  data = new Map<string, string>()
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.data.set(key, value)
  }
  removeItem(key: string) {
    this.data.delete(key)
  }
}

function setup(initiallyAllowed = true) {
  const storage = new MemoryStorage()
  let allowed = initiallyAllowed
  const consentListeners = new Set<() => void>()
  const store = createRecentSearches({
    storage: () => storage,
    allowed: () => allowed,
    onAllowedChange: (listener) => {
      consentListeners.add(listener)
      return () => void consentListeners.delete(listener)
    },
  })
  const setAllowed = (value: boolean) => {
    allowed = value
    consentListeners.forEach((l) => l())
  }
  return { storage, store, setAllowed }
}

describe('recent searches (pure)', () => {
  it('puts the newest first, once, at most 5, and ignores empty queries (spec §5, §9)', () => {
    let list: readonly string[] = []
    for (const q of ['koliek', 'droes', 'mok', 'Koliek ', '   ', 'cushing', 'rotstraal', 'hoefzweer', 'spat'])
      list = withRecentSearch(list, q)
    expect(list).toEqual(['spat', 'hoefzweer', 'rotstraal', 'cushing', 'koliek'])
    expect(list).toHaveLength(MAX_RECENT_SEARCHES)
  })

  it('reads only a JSON list of strings, cleaned like new entries', () => {
    expect(parseRecentSearches(null)).toEqual([])
    expect(parseRecentSearches('not json')).toEqual([])
    expect(parseRecentSearches('{"a":1}')).toEqual([])
    expect(parseRecentSearches('["Droes", 3, "", "droes", "mok", "a", "b", "c", "d"]')).toEqual([
      'droes',
      'mok',
      'a',
      'b',
      'c',
    ])
  })
})

describe('recent searches store', () => {
  it('keeps the list under one localStorage key, newest first', () => {
    const { storage, store } = setup()
    store.add('koliek')
    store.add('Droes')
    store.add('koliek')
    expect(store.get()).toEqual(['koliek', 'droes'])
    expect([...storage.data.keys()]).toEqual([RECENT_SEARCHES_KEY])
    expect(JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '')).toEqual(['koliek', 'droes'])
  })

  it('answers the same list object while nothing changed (useSyncExternalStore) and tells subscribers about changes', () => {
    const { store } = setup()
    let calls = 0
    const stop = store.subscribe(() => calls++)
    store.add('mok')
    const first = store.get()
    expect(store.get()).toBe(first)
    store.add('mok')
    expect(calls).toBe(1)
    store.add('droes')
    expect(calls).toBe(2)
    stop()
  })

  it('keeps nothing without consent for functional cookies, and forgets the list when it is withdrawn', () => {
    const { storage, store, setAllowed } = setup(false)
    const stop = store.subscribe(() => {})
    store.add('koliek')
    expect(store.get()).toEqual([])
    expect(storage.data.size).toBe(0)
    setAllowed(true)
    store.add('koliek')
    expect(store.get()).toEqual(['koliek'])
    setAllowed(false)
    expect(store.get()).toEqual([])
    expect(storage.data.size).toBe(0)
    stop()
  })

  it('clears the list', () => {
    const { storage, store } = setup()
    store.add('koliek')
    store.clear()
    expect(store.get()).toEqual([])
    expect(storage.getItem(RECENT_SEARCHES_KEY)).toBeNull()
  })

  it('survives a storage that throws (blocked or full)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    const store = createRecentSearches({ storage: () => broken, allowed: () => true })
    expect(() => store.add('koliek')).not.toThrow()
    expect(store.get()).toEqual([])
  })
})
