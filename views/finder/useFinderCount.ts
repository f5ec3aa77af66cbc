// Client only: the filter modal's count (spec §4 "Filter result count (dryRun) is requested 500 ms after a filter
// change; on failure the total becomes empty"). A newer change cancels the request before it.
import { useEffect, useRef, useState } from 'react'
import type { FinderFacets } from '#lib/model/finder.ts'
import { LatestRequest } from '../search/latest-request.ts'
import { fetchFinderCount, finderCountUrl } from './finder-client.ts'
import type { FinderQuery } from './finder-query.ts'

/** Spec §9: filter count debounce. */
export const FINDER_COUNT_DEBOUNCE_MS = 500

/** `total` undefined: not known (yet, or the count failed: the button then shows no number). */
export type FinderCountState = { key: string; total: number | undefined; facets: FinderFacets }

export function useFinderCount(
  draft: FinderQuery,
  initial?: { total: number; facets: FinderFacets },
): FinderCountState {
  const key = finderCountUrl(draft)
  const [state, setState] = useState<FinderCountState>(() => ({
    key,
    total: initial?.total,
    facets: initial?.facets ?? {},
  }))
  const requester = useRef<LatestRequest | null>(null)

  useEffect(() => {
    requester.current ??= new LatestRequest()
    const latest = requester.current
    if (state.key === key) return
    const timer = window.setTimeout(() => {
      void latest
        .run((signal) => fetchFinderCount(key, signal))
        .then((outcome) => {
          if (outcome.status === 'canceled') return
          if (outcome.status === 'failed') console.error('Finder count failed:', outcome.error)
          setState((s) =>
            outcome.status === 'done'
              ? { key, total: outcome.value.total, facets: outcome.value.facets }
              : { key, total: undefined, facets: s.facets },
          )
        })
    }, FINDER_COUNT_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [key, state.key])

  useEffect(() => () => requester.current?.cancel(), [])

  // Until the answer for this draft comes, the previous facets stay and the total is unknown.
  return state.key === key ? state : { key, total: undefined, facets: state.facets }
}
