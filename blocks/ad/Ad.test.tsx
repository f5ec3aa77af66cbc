// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setConsent } from '#ui/consent/consent-store.ts'
import { DEFAULT_AD_NETWORK_ID, GPT_SRC } from '#ui/ads/gpt.ts'
import { Ad } from './Ad.tsx'
import { adUnitPath } from './ad-unit-path.ts'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/', globalContext: { layout: { translations: {} } } }),
}))

const refs = { posts: {}, partners: {}, authors: {} }
const block: BlockOf<'ad'> = {
  type: 'ad',
  anchor: 'advertentie',
  title: '',
  headingLevel: 2,
  legacyStyle: false,
  google_ad_id: '/1234567/hoefslag',
  google_ad_unit: 'sidebar_rectangle',
  google_ad_size_width: 300,
  google_ad_size_height: 250,
}
const consent = (advertising: boolean) => act(() => setConsent({ advertising, functional: false, performance: false }))
const gptScript = () => document.head.querySelector(`script[src="${GPT_SRC}"]`)

beforeAll(() => {
  // jsdom has no matchMedia: a desktop-wide viewport.
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
  gptScript()?.remove()
})

describe('ad block', () => {
  it('builds the ad unit path from the network id and unit, with the default network as fallback', () => {
    expect(adUnitPath('/1234567/hoefslag', 'sidebar_rectangle')).toBe('/1234567/hoefslag/sidebar_rectangle')
    expect(adUnitPath('/1234567/hoefslag/', '/sidebar')).toBe('/1234567/hoefslag/sidebar')
    expect(adUnitPath('', 'sidebar_rectangle')).toBe(`${DEFAULT_AD_NETWORK_ID}/sidebar_rectangle`)
  })

  it('reserves the slot’s size on the server and loads no script there', () => {
    const html = renderToString(<Ad block={block} refs={refs} />)
    expect(html).toContain('id="advertentie"')
    expect(html).toContain('min-height:250px')
    expect(html).toContain('max-width:300px')
    expect(html).toContain('data-state="pending"')
  })

  it('without advertising consent renders nothing and never loads GPT', () => {
    const { container } = render(<Ad block={block} refs={refs} />)
    consent(false)
    expect(container.innerHTML).toBe('')
    expect(gptScript()).toBeNull()
  })

  it('with advertising consent loads GPT for the slot, and hides itself when the script is missing', async () => {
    const { container } = render(<Ad block={block} refs={refs} />)
    consent(true)
    expect(gptScript()).not.toBeNull()
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('pending')
    await act(async () => {
      gptScript()?.dispatchEvent(new Event('error'))
    })
    const slot = container.querySelector('[data-state]')
    expect(slot?.getAttribute('data-state')).toBe('hidden')
    expect(slot?.hasAttribute('hidden')).toBe(true)
  })

  it('hides the whole block, its title included, when the slot hides itself', async () => {
    const titled = { ...block, title: 'Advertentie van een partner', headingLevel: 3 as const }
    const { container } = render(<Ad block={titled} refs={refs} />)
    consent(true)
    const section = container.querySelector('[data-block="ad"]')
    expect(section?.querySelector('h3')?.textContent).toBe('Advertentie van een partner')
    expect(section?.hasAttribute('hidden')).toBe(false)
    await act(async () => {
      gptScript()?.dispatchEvent(new Event('error'))
    })
    await waitFor(() => expect(section?.hasAttribute('hidden')).toBe(true))
    expect(screen.queryByRole('heading', { name: 'Advertentie van een partner' })).toBeNull()
  })
})
