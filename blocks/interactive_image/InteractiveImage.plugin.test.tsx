// @vitest-environment jsdom
// The CMS plugin's hotspots.js (devcms/media/plugins/interactive-image/) on the block's markup: it numbers the hotspots,
// marks and counts the opened ones, moves between them with the arrow keys, and the block's own behaviour still works.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockFixture, EMPTY_REFS, fixtureImage } from '../block-fixture.ts'
import { InteractiveImage } from './InteractiveImage.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const PLUGIN = path.resolve(import.meta.dirname, '../../devcms/media/plugins/interactive-image')
const runPlugin = () => new Function(readFileSync(path.join(PLUGIN, 'hotspots.js'), 'utf8'))()
const block = blockFixture('interactive_image', {
  title: 'De onderkant van de hoef',
  image: fixtureImage('hoef', 'Onderaanzicht van een hoef'),
  hotspots: ['Hoefwand', 'Straal', 'Zool'].map((title, i) => ({
    x: 20 + 20 * i,
    y: 40,
    title,
    text: `<p>Over de ${title.toLowerCase()}.</p>`,
  })),
})
afterEach(cleanup)

/** Lets the plugin's MutationObservers see React's changes. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
const section = () => document.querySelector('[data-interactive-image]')
const hotspot = (name: string) => screen.getByRole('button', { name })

describe('interactive_image plugin (hotspots.js)', () => {
  it('numbers the hotspots, marks and counts the opened ones; the block still opens and closes them', async () => {
    render(<InteractiveImage block={block} refs={EMPTY_REFS} />)
    runPlugin()
    expect(section()?.hasAttribute('data-hotspots-ready')).toBe(true)
    expect(['Hoefwand', 'Straal', 'Zool'].map((n) => hotspot(n).getAttribute('data-hotspot-number'))).toEqual([
      '1',
      '2',
      '3',
    ])
    expect([section()?.getAttribute('data-hotspots-seen'), section()?.getAttribute('data-hotspots-total')]).toEqual([
      '0',
      '3',
    ])

    fireEvent.click(hotspot('Straal'))
    await settle()
    expect(hotspot('Straal').getAttribute('aria-expanded')).toBe('true')
    expect(hotspot('Straal').hasAttribute('data-hotspot-seen')).toBe(true)
    expect(section()?.getAttribute('data-hotspots-seen')).toBe('1')
    fireEvent.keyDown(hotspot('Straal'), { key: 'Escape' })
    await settle()
    expect(hotspot('Straal').getAttribute('aria-expanded')).toBe('false')
    expect(hotspot('Straal').hasAttribute('data-hotspot-seen')).toBe(true)
  })

  it('moves focus between the hotspots with the arrow keys, Home and End, wrapping around', () => {
    render(<InteractiveImage block={block} refs={EMPTY_REFS} />)
    runPlugin()
    hotspot('Hoefwand').focus()
    fireEvent.keyDown(hotspot('Hoefwand'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(hotspot('Straal'))
    fireEvent.keyDown(hotspot('Straal'), { key: 'End' })
    expect(document.activeElement).toBe(hotspot('Zool'))
    fireEvent.keyDown(hotspot('Zool'), { key: 'ArrowDown' })
    expect(document.activeElement).toBe(hotspot('Hoefwand'))
    fireEvent.keyDown(hotspot('Hoefwand'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(hotspot('Zool'))
  })

  it('enhances a block that appears later (client navigation)', async () => {
    runPlugin()
    render(<InteractiveImage block={block} refs={EMPTY_REFS} />)
    await settle()
    expect(hotspot('Zool').getAttribute('data-hotspot-number')).toBe('3')
  })
})
