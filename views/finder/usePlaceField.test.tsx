// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GEOCODE_DEBOUNCE_MS, tidyPostcode, usePlaceField } from './usePlaceField.ts'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const callbacks = () => ({ onLocated: vi.fn(), onUnlocated: vi.fn(), onCleared: vi.fn() })
const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the postcode field (spec §4, §8)', () => {
  it('geocodes a typed postcode 500 ms after the last keystroke and keeps postcode and position', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      json({ postcode: '3881', place: 'Putten', province: 'Gelderland', lat: 52.26, lng: 5.6 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const cb = callbacks()
    const { result } = renderHook(() => usePlaceField({ postcode: '', located: false, ...cb }))
    act(() => result.current.change('38'))
    act(() => result.current.change('3881gk'))
    await act(async () => vi.advanceTimersByTimeAsync(GEOCODE_DEBOUNCE_MS - 1))
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTimeAsync(1))
    await flush()
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/geocode?q=3881+GK'])
    expect(cb.onLocated).toHaveBeenCalledWith({ postcode: '3881 GK', lat: 52.26, lng: 5.6 }, false)
  })

  it('on failure keeps the postcode without a position and names the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ status: 'ZERO_RESULTS', error: 'not found' }, 404)),
    )
    const cb = callbacks()
    const { result } = renderHook(() => usePlaceField({ postcode: '', located: false, ...cb }))
    act(() => result.current.change('0000'))
    await act(async () => vi.advanceTimersByTimeAsync(GEOCODE_DEBOUNCE_MS))
    await flush()
    expect(cb.onUnlocated).toHaveBeenCalledWith('0000', false)
    expect(result.current.message).toEqual({ kind: 'geocode', status: 'ZERO_RESULTS' })
  })

  it('an emptied field clears (postcode, position and distance: the caller)', async () => {
    const cb = callbacks()
    const { result } = renderHook(() => usePlaceField({ postcode: '3881', located: true, ...cb }))
    act(() => result.current.change(''))
    await act(async () => vi.advanceTimersByTimeAsync(GEOCODE_DEBOUNCE_MS))
    expect(cb.onCleared).toHaveBeenCalledOnce()
  })

  it('a place name asks for predictions; a failure shows the autocomplete status and clears them', async () => {
    const amersfoort = {
      label: 'Amersfoort, Utrecht',
      place: 'Amersfoort',
      province: 'Utrecht',
      postcode: '3813',
      lat: 52.17,
      lng: 5.39,
    }
    const fetchMock = vi
      .fn(async (_url: string) => json({ status: 'UNKNOWN_ERROR', error: 'down' }, 502))
      .mockImplementationOnce(async () => json({ predictions: [amersfoort] }))
    vi.stubGlobal('fetch', fetchMock)
    const cb = callbacks()
    const { result } = renderHook(() => usePlaceField({ postcode: '', located: false, ...cb }))
    act(() => result.current.change('Amers'))
    await act(async () => vi.advanceTimersByTimeAsync(300))
    await flush()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/geocode/suggest?q=Amers')
    expect(result.current.predictions.map((p) => p.label)).toEqual(['Amersfoort, Utrecht'])
    expect(cb.onLocated).not.toHaveBeenCalled()
    act(() => result.current.change('Amersf'))
    await act(async () => vi.advanceTimersByTimeAsync(300))
    await flush()
    expect(result.current.predictions).toEqual([])
    expect(result.current.message).toEqual({ kind: 'autocomplete', status: 'UNKNOWN_ERROR' })
  })

  it('tidies postcodes for the URL', () => {
    expect(tidyPostcode(' 3881gk ')).toBe('3881 GK')
    expect(tidyPostcode('3881')).toBe('3881')
    expect(tidyPostcode('Putten')).toBe('Putten')
  })
})
