import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadingBar } from './loading-bar-store.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.runOnlyPendingTimers()
  vi.useRealTimers()
})

describe('loading bar', () => {
  it('never shows for a navigation faster than 200 ms', () => {
    const seen: string[] = []
    const stop = loadingBar.subscribe(() => seen.push(loadingBar.get()))
    loadingBar.start()
    vi.advanceTimersByTime(150)
    loadingBar.finish()
    vi.advanceTimersByTime(5000)
    stop()
    expect(seen).toEqual([])
    expect(loadingBar.get()).toBe('idle')
  })

  it('starts after 200 ms, fills, then finishes and hides', () => {
    loadingBar.start()
    vi.advanceTimersByTime(199)
    expect(loadingBar.get()).toBe('idle')
    vi.advanceTimersByTime(1)
    expect(loadingBar.get()).toBe('start')
    vi.advanceTimersByTime(20)
    expect(loadingBar.get()).toBe('fill')
    loadingBar.finish()
    expect(loadingBar.get()).toBe('finish')
    vi.advanceTimersByTime(1000)
    expect(loadingBar.get()).toBe('idle')
  })

  it('shows the failure of a slow navigation', () => {
    loadingBar.start()
    vi.advanceTimersByTime(500)
    loadingBar.fail()
    expect(loadingBar.get()).toBe('fail')
    vi.advanceTimersByTime(2000)
    expect(loadingBar.get()).toBe('idle')
  })
})
