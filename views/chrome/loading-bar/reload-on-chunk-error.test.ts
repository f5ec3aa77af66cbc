// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installChunkErrorReload, reloadsFor } from './reload-on-chunk-error.ts'

const preloadError = (message: string) =>
  Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error(message) })

describe('reload on a failed chunk', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    window.sessionStorage.clear()
  })

  it("reloads for our own lazy chunks, never for Vike's page chunks (a prefetch or Vike's own navigation)", () => {
    expect(reloadsFor('Failed to fetch dynamically imported module: https://x.nl/assets/chunks/swiper.B1.js')).toBe(
      true,
    )
    expect(
      reloadsFor('Failed to fetch dynamically imported module: https://x.nl/assets/entries/pages_events.DC.js'),
    ).toBe(false)
  })

  it('reloads once, then keeps the page when the reload did not help', () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const uninstall = installChunkErrorReload()
    const first = preloadError('Failed to fetch dynamically imported module: /assets/chunks/swiper.js')
    window.dispatchEvent(first)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(first.defaultPrevented).toBe(true)
    const again = preloadError('Failed to fetch dynamically imported module: /assets/chunks/swiper.js')
    window.dispatchEvent(again)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(again.defaultPrevented).toBe(false)
    uninstall()
  })

  it('lets a page chunk error through to Vike untouched', () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const uninstall = installChunkErrorReload()
    const event = preloadError('Failed to fetch dynamically imported module: /assets/entries/pages_events.js')
    window.dispatchEvent(event)
    expect(reload).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
    uninstall()
  })
})
