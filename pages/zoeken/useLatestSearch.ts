// One search request that follows its parameters: a change cancels the request before it (LatestRequest) and asks again;
// the previous answer stays available (dimmed on screen) while the next one loads; a failure offers a retry.
import { useEffect, useRef, useState } from 'react'
import type { SearchAnswer } from '#search/model.ts'
import { LatestRequest } from '#views/search/latest-request.ts'
import { fetchSearchUrl, searchApiUrl, type SearchParams } from '#views/search/search-client.ts'

export type LatestSearch =
  | { status: 'idle' }
  | { status: 'loading'; previous?: SearchAnswer }
  | { status: 'done'; answer: SearchAnswer }
  | { status: 'error'; retry: () => void }

type Settled = { url: string; attempt: number; answer?: SearchAnswer }

export function useLatestSearch(params: SearchParams | null): LatestSearch {
  const requester = useRef<LatestRequest | null>(null)
  const [settled, setSettled] = useState<Settled | null>(null)
  const [attempt, setAttempt] = useState(0)
  // The request depends on its URL alone: equal parameters never ask twice.
  const url = params ? searchApiUrl(params) : ''

  useEffect(() => {
    requester.current ??= new LatestRequest()
    const latest = requester.current
    if (!url) {
      latest.cancel()
      return
    }
    void latest
      .run((signal) => fetchSearchUrl(url, signal))
      .then((outcome) => {
        if (outcome.status === 'canceled') return
        if (outcome.status === 'failed') console.error(`Search ${url} failed:`, outcome.error)
        setSettled({ url, attempt, ...(outcome.status === 'done' ? { answer: outcome.value } : {}) })
      })
  }, [url, attempt])

  useEffect(() => () => requester.current?.cancel(), [])

  if (!url) return { status: 'idle' }
  if (settled?.url === url && settled.attempt === attempt) {
    return settled.answer
      ? { status: 'done', answer: settled.answer }
      : { status: 'error', retry: () => setAttempt((n) => n + 1) }
  }
  return settled?.answer ? { status: 'loading', previous: settled.answer } : { status: 'loading' }
}
