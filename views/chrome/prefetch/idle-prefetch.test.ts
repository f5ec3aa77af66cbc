import { describe, expect, it } from 'vitest'
import { prefetchablePath, shouldSkipPrefetch } from './idle-prefetch.ts'

describe('idle prefetch', () => {
  it('is skipped on save-data and on 2g', () => {
    expect(shouldSkipPrefetch({ saveData: true, effectiveType: '4g' })).toBe(true)
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true)
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true)
    expect(shouldSkipPrefetch({ effectiveType: '3g', saveData: false })).toBe(false)
    expect(shouldSkipPrefetch(undefined)).toBe(false)
  })

  it('prefetches internal pages only', () => {
    const here = new URL('https://hoefslag.nl/kennisbank/')
    expect(prefetchablePath('/nieuws/', '', here)).toBe('/nieuws/')
    expect(prefetchablePath('/zoeken/?q=koliek', '', here)).toBe('/zoeken/?q=koliek')
    expect(prefetchablePath('/kennisbank/', '', here)).toBeUndefined()
    expect(prefetchablePath('/kennisbank/#inhoud', '', here)).toBeUndefined()
    expect(prefetchablePath('https://x.com/hoefslag', '', here)).toBeUndefined()
    expect(prefetchablePath('/api/logout', '', here)).toBeUndefined()
    expect(prefetchablePath('/wp-content/uploads/a.pdf', '', here)).toBeUndefined()
    expect(prefetchablePath('/partners/', '_blank', here)).toBeUndefined()
  })
})
