// As-you-type suggestions for the header search: debounced, only from MIN_QUERY_LENGTH characters, grouped, from the small
// suggestion index (`suggest=1`). A new request cancels the one before it (LatestRequest); `loading` while the answer for
// the current query is still on its way (the previous answer stays on screen until then).
// The search client (with its answer schemas) loads when the search box opens, not with every page.
import { useEffect, useRef, useState } from 'react'
import type { SearchAnswer } from '#search/model.ts'
import type * as SearchClientModule from './search-client.ts'
import { LatestRequest } from './latest-request.ts'
import { MIN_QUERY_LENGTH, normalizeQuery } from './search-url.ts'
import { SUGGESTION_HITS_PER_GROUP } from './suggestion-view.ts'

/** Wait this long after the last keystroke before asking. */
export const SUGGEST_DEBOUNCE_MS = 150

type SearchClient = typeof SearchClientModule
let client: SearchClient | undefined
/** Loads the search client once (tests await it up front). */
export const loadSearchClient = async (): Promise<SearchClient> => (client ??= await import('./search-client.ts'))

export type Suggestions =
  | { status: 'idle' }
  | { status: 'loading'; previous?: { query: string; answer: SearchAnswer } }
  | { status: 'done'; query: string; answer: SearchAnswer }
  | { status: 'error'; query: string }

type Settled = { query: string; answer?: SearchAnswer }

export function useSuggestions(rawQuery: string, enabled: boolean): Suggestions {
  const requester = useRef<LatestRequest | null>(null)
  const [settled, setSettled] = useState<Settled | null>(null)
  const query = normalizeQuery(rawQuery)
  const wanted = enabled && query.length >= MIN_QUERY_LENGTH

  useEffect(() => {
    if (enabled) void loadSearchClient()
  }, [enabled])

  useEffect(() => {
    requester.current ??= new LatestRequest()
    const latest = requester.current
    if (!wanted) {
      latest.cancel()
      return
    }
    const timer = window.setTimeout(() => {
      void latest
        .run((signal) =>
          (client ? Promise.resolve(client) : loadSearchClient()).then(({ fetchSearch }) =>
            fetchSearch({ q: query, suggest: true, grouped: true, size: SUGGESTION_HITS_PER_GROUP }, signal),
          ),
        )
        .then((outcome) => {
          if (outcome.status === 'done') setSettled({ query, answer: outcome.value })
          else if (outcome.status === 'failed') {
            console.error(`Search suggestions for "${query}" failed:`, outcome.error)
            setSettled({ query })
          }
        })
    }, SUGGEST_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [query, wanted])

  useEffect(() => () => requester.current?.cancel(), [])

  if (!wanted) return { status: 'idle' }
  if (settled?.query === query)
    return settled.answer ? { status: 'done', query, answer: settled.answer } : { status: 'error', query }
  return settled?.answer
    ? { status: 'loading', previous: { query: settled.query, answer: settled.answer } }
    : { status: 'loading' }
}
