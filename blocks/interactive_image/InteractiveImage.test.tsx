// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockFixture, EMPTY_REFS, fixtureImage } from '../block-fixture.ts'
import { InteractiveImage } from './InteractiveImage.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

// As the pipeline hands them over: the CMS's /wp-content/ assets as site paths (served through the host's proxy).
const SCRIPT = '/wp-content/plugins/interactive-image/hotspots.js'
const STYLE = '/wp-content/plugins/interactive-image/hotspots.css'
const block = blockFixture('interactive_image', {
  title: 'De onderkant van de hoef',
  image: fixtureImage('hoef', 'Onderaanzicht van een hoef'),
  hotspots: [
    { x: 24, y: 45, title: 'Hoefwand', text: '<p>Draagt het gewicht.</p>' },
    { x: 46, y: 64, title: 'Straal', text: '<p>Dempt schokken.</p>' },
  ],
  scripts: [SCRIPT],
  styles: [STYLE],
})
afterEach(cleanup)

const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-expanded') === 'true')
    .map((b) => b.textContent)

describe('interactive_image', () => {
  it('prerenders the image, a button per hotspot at its x/y percent, and every text hidden but present', () => {
    const html = renderToString(<InteractiveImage block={block} refs={EMPTY_REFS} />)
    expect(html).toMatch(/<img [^>]*alt="Onderaanzicht van een hoef"[^>]*width="1600" height="1067" loading="lazy"/)
    expect(html.match(/<button type="button"[^>]*style="--x:\d+;--y:\d+"[^>]*aria-expanded="false"/g)).toHaveLength(2)
    expect(html).toContain('style="--x:24;--y:45"')
    expect(html.match(/role="group"[^>]* hidden=""/g)).toHaveLength(2)
    expect(html).toContain('Dempt schokken.')
  })

  it('opens one popover at a time with its title and text, and closes it with the close button', () => {
    render(<InteractiveImage block={block} refs={EMPTY_REFS} />)
    fireEvent.click(screen.getByRole('button', { name: 'Hoefwand' }))
    expect(expanded()).toEqual(['Hoefwand'])
    const popover = screen.getByRole('group', { name: 'Hoefwand' })
    expect(popover.textContent).toContain('Draagt het gewicht.')
    fireEvent.click(screen.getByRole('button', { name: 'Straal' }))
    expect(expanded()).toEqual(['Straal'])
    expect(screen.queryByRole('group', { name: 'Hoefwand' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }))
    expect(expanded()).toEqual([])
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Straal' }))
  })

  it('closes with Escape, returning focus to the hotspot, and on a click outside the image', () => {
    render(<InteractiveImage block={block} refs={EMPTY_REFS} />)
    const hotspot = screen.getByRole('button', { name: 'Hoefwand' })
    fireEvent.click(hotspot)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sluiten' }), { key: 'Escape' })
    expect(expanded()).toEqual([])
    expect(document.activeElement).toBe(hotspot)
    fireEvent.click(hotspot)
    fireEvent.pointerDown(document.body)
    expect(expanded()).toEqual([])
  })

  it('loads its extra scripts and styles only once it is on the page, from the site’s own origin', () => {
    const withAssets = { ...block, scripts: [`${SCRIPT}?v=2`], styles: [`${STYLE}?v=2`] }
    const script = '/wp-content/plugins/interactive-image/hotspots.js?v=2'
    const style = '/wp-content/plugins/interactive-image/hotspots.css?v=2'
    renderToString(<InteractiveImage block={withAssets} refs={EMPTY_REFS} />)
    expect(document.head.querySelector(`script[src="${script}"]`)).toBeNull()
    render(<InteractiveImage block={withAssets} refs={EMPTY_REFS} />)
    expect(document.head.querySelector(`script[src="${script}"]`)).not.toBeNull()
    expect(document.head.querySelector(`link[rel="stylesheet"][href="${style}"]`)).not.toBeNull()
  })
})
