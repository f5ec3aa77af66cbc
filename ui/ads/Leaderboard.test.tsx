// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setConsent } from '../consent/consent-store.ts'
import { adUnitPath, DEFAULT_AD_NETWORK_ID, GPT_SRC } from './gpt.ts'
import { Leaderboard } from './Leaderboard.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/', globalContext: { layout: { translations: {} } } }),
}))

const leaderboard = { show: true, adId: '/1234567/hoefslag', adUnit: 'leaderboard', width: 728, height: 90 }

/** A loaded GPT that runs queued commands at once and records the slots defined. */
function fakeGpt() {
  const defined: { path: string; size: [number, number]; divId: string }[] = []
  const pubads = { addEventListener: () => pubads, removeEventListener: () => true, enableSingleRequest: () => true }
  const slot = { addService: () => slot }
  window.googletag = {
    cmd: { push: (...commands: (() => void)[]) => (commands.forEach((c) => c()), 0) },
    defineSlot: (path: string, size: [number, number], divId: string) => (defined.push({ path, size, divId }), slot),
    pubads: () => pubads,
    enableServices: () => {},
    display: () => {},
    destroySlots: () => true,
  }
  return defined
}

beforeAll(() => {
  window.matchMedia = (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })
})
afterEach(() => {
  cleanup()
  document.head.querySelector(`script[src="${GPT_SRC}"]`)?.remove()
  delete window.googletag
})

describe('ad unit path', () => {
  it('joins the network and the unit, with the default network as fallback', () => {
    expect(adUnitPath('/1234567/hoefslag', 'leaderboard')).toBe('/1234567/hoefslag/leaderboard')
    expect(adUnitPath('/1234567/hoefslag/', '/leaderboard')).toBe('/1234567/hoefslag/leaderboard')
    expect(adUnitPath('  ', 'leaderboard')).toBe(`${DEFAULT_AD_NETWORK_ID}/leaderboard`)
    expect(adUnitPath('/1234567/hoefslag', '')).toBe('/1234567/hoefslag')
  })
})

describe('leaderboard', () => {
  it('defines its GPT slot with the network and the unit from the settings, at the configured size', () => {
    const defined = fakeGpt()
    render(<Leaderboard ad={leaderboard} />)
    act(() => setConsent({ advertising: true, functional: false, performance: false }))
    expect(defined.map(({ path, size }) => ({ path, size }))).toEqual([
      { path: '/1234567/hoefslag/leaderboard', size: [728, 90] },
    ])
  })

  it('renders nothing when the settings switch it off or give no size', () => {
    expect(render(<Leaderboard ad={{ ...leaderboard, show: false }} />).container.innerHTML).toBe('')
    expect(render(<Leaderboard ad={{ ...leaderboard, height: 0 }} />).container.innerHTML).toBe('')
  })
})
