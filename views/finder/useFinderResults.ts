// Client only: the results for the URL's state. The first `needed` results of the filters; load more asks only for the
// missing rest and appends, other filters replace. A new request cancels the one before it (LatestRequest); while the
// next answer loads the previous results stay on screen, marked stale.
import { useEffect, useRef, useState } from 'react'
import type { FinderFacets, FinderResult } from '#lib/model/finder.ts'
import { LatestRequest } from '../search/latest-request.ts'
import { fetchFinderPage, finderApiKey, finderResultsUrl } from './finder-client.ts'
import type { FinderQuery } from './finder-query.ts'
import { mergePage, planRequest, type LoadedResults } from './results-state.ts'

export type FinderResults = {
  status: 'idle' | 'loading' | 'done' | 'error'
  results: FinderResult[]
  /** Undefined until the first answer for these filters. */
  total: number | undefined
  facets: FinderFacets
  /** The results on screen belong to other filters (the new ones are loading). */
  stale: boolean
  retry: () => void
}

export function useFinderResults(query: FinderQuery | null, needed: number): FinderResults {
  const requester = useRef<LatestRequest | null>(null)
  const loadedRef = useRef<LoadedResults | null>(null)
  const [loaded, setLoaded] = useState<LoadedResults | null>(null)
  const [failed, setFailed] = useState<{ key: string; needed: number; attempt: number } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const key = query ? finderApiKey(query) : null

  useEffect(() => {
    requester.current ??= new LatestRequest()
    const latest = requester.current
    if (key === null || !query) {
      latest.cancel()
      return
    }
    const plan = planRequest(loadedRef.current, key, needed)
    if (!plan) {
      latest.cancel()
      return
    }
    const url = finderResultsUrl(query, plan.from, plan.size)
    void latest
      .run((signal) => fetchFinderPage(url, signal))
      .then((outcome) => {
        if (outcome.status === 'canceled') return
        if (outcome.status === 'failed') {
          console.error(`Finder ${url} failed:`, outcome.error)
          setFailed({ key, needed, attempt })
          return
        }
        const next = mergePage(loadedRef.current, key, plan.from, outcome.value)
        loadedRef.current = next
        setLoaded(next)
      })
    // `query` is represented by `key` (its API parameters); the effect runs again only when those change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, needed, attempt])

  useEffect(() => () => requester.current?.cancel(), [])

  const retry = () => setAttempt((n) => n + 1)
  const facets = loaded?.facets ?? {}
  if (key === null) return { status: 'idle', results: [], total: undefined, facets, stale: false, retry }
  const error = failed?.key === key && failed.needed === needed && failed.attempt === attempt
  if (loaded?.key === key) {
    const complete = loaded.results.length >= Math.min(needed, loaded.total)
    const status = complete ? 'done' : error ? 'error' : 'loading'
    return { status, results: loaded.results.slice(0, needed), total: loaded.total, facets, stale: false, retry }
  }
  return {
    status: error ? 'error' : 'loading',
    results: loaded?.results.slice(0, needed) ?? [],
    total: undefined,
    facets,
    stale: loaded !== null,
    retry,
  }
}
