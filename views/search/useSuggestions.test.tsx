// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CANCELED_MESSAGE } from './latest-request.ts'
import { groupedAnswer, hit } from './test-hits.ts'
import { loadSearchClient, SUGGEST_DEBOUNCE_MS, useSuggestions } from './useSuggestions.ts'

type Pending = { url: string; signal: AbortSignal; respond: (body: unknown) => void }

let pending: Pending[] = []

const renderSuggestions = (query: string) =>
  renderHook(({ query, enabled }: { query: string; enabled: boolean }) => useSuggestions(query, enabled), {
    initialProps: { query, enabled: true },
  })

// The hook loads the search client when the box opens; here it is loaded before the fake timers start.
beforeAll(async () => {
  await loadSearchClient()
})

beforeEach(() => {
  vi.useFakeTimers()
  pending = []
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal ?? new AbortController().signal
        signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
        pending.push({ url, signal, respond: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })) })
      }),
  )
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const settle = () => act(async () => {})

describe('useSuggestions', () => {
  it('waits for typing to pause, then asks the suggestion index for the grouped top hits', async () => {
    const view = renderSuggestions('Droes')
    expect(view.result.current).toEqual({ status: 'loading' })
    expect(pending).toHaveLength(0)
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS))
    expect(pending.map((p) => p.url)).toEqual(['/api/search?q=droes&group_by_post_type=1&suggest=1&size=3'])
    pending[0]?.respond(groupedAnswer({ article: [hit(1, 'article', 'Droes')] }))
    await settle()
    expect(view.result.current).toMatchObject({ status: 'done', query: 'droes' })
  })

  it('sends nothing below the minimum length, and only the last of quickly typed queries', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {})
    const view = renderSuggestions('d')
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS))
    expect(view.result.current).toEqual({ status: 'idle' })
    view.rerender({ query: 'dr', enabled: true })
    view.rerender({ query: 'dro', enabled: true })
    view.rerender({ query: 'droe', enabled: true })
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS))
    expect(pending.map((p) => p.url)).toEqual(['/api/search?q=droe&group_by_post_type=1&suggest=1&size=3'])
  })

  it('cancels a slow request when the next one starts: silent, and the later answer wins', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const view = renderSuggestions('koliek')
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS))
    view.rerender({ query: 'droes', enabled: true })
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS))
    const [slow, fast] = pending
    expect(slow?.signal.aborted).toBe(true)
    expect(fast?.signal.aborted).toBe(false)
    fast?.respond(groupedAnswer({ post: [hit(3, 'post', 'Droes op een manege')] }))
    await settle()
    expect(view.result.current).toMatchObject({ status: 'done', query: 'droes' })
    expect(debug).toHaveBeenCalledWith(CANCELED_MESSAGE)
    expect(error).not.toHaveBeenCalled()
  })

  it('keeps the previous answer on screen while the next loads, and cancels when the search closes', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {})
    const view = renderSuggestions('droes')
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS))
    pending[0]?.respond(groupedAnswer({ article: [hit(1, 'article', 'Droes')] }))
    await settle()
    view.rerender({ query: 'droes stal', enabled: true })
    expect(view.result.current).toMatchObject({ status: 'loading', previous: { query: 'droes' } })
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS))
    view.rerender({ query: 'droes stal', enabled: false })
    expect(pending[1]?.signal.aborted).toBe(true)
    expect(view.result.current).toEqual({ status: 'idle' })
  })
})
