import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLICK_API, reportOpenedResult } from './result-beacon.ts'

afterEach(() => vi.unstubAllGlobals())

describe('the opened-result beacon', () => {
  it('posts the query and the path without cookies, kept alive past the page', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal('fetch', fetchMock)
    reportOpenedResult(' koliek ', '/kennisbank/koliek/')
    expect(fetchMock).toHaveBeenCalledWith(CLICK_API, {
      method: 'POST',
      body: JSON.stringify({ q: 'koliek', path: '/kennisbank/koliek/' }),
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    })
  })

  it('never throws, and sends nothing for an empty query or a link to another site', () => {
    const fetchMock = vi.fn(() => {
      throw new Error('blocked')
    })
    vi.stubGlobal('fetch', fetchMock)
    expect(() => reportOpenedResult('koliek', '/a/')).not.toThrow()
    reportOpenedResult('', '/a/')
    reportOpenedResult('koliek', 'https://example.com/')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
