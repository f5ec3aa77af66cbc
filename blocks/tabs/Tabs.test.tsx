// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockFixture, EMPTY_REFS } from '../block-fixture.ts'
import { tabAfterKey, Tabs } from './Tabs.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const block = blockFixture('tabs', {
  title: 'Seizoenen',
  tabs: ['Voorjaar', 'Zomer', 'Herfst'].map((title) => ({ title, content: `<p>Over de ${title.toLowerCase()}.</p>` })),
})
afterEach(cleanup)

const tabs = () => screen.getAllByRole('tab')
const selected = () =>
  tabs()
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent)
const visiblePanels = () => screen.getAllByRole('tabpanel').map((p) => p.textContent)

describe('tabAfterKey', () => {
  it('wraps with the arrow keys, jumps with Home/End and ignores other keys', () => {
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0)
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2)
    expect(tabAfterKey('Home', 2, 3)).toBe(0)
    expect(tabAfterKey('End', 0, 3)).toBe(2)
    expect(tabAfterKey('ArrowDown', 1, 3)).toBeUndefined()
  })
})

describe('tabs', () => {
  it('prerenders every panel, only the first visible, the tab list labelled by the title', () => {
    const html = renderToString(<Tabs block={block} refs={EMPTY_REFS} />)
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3)
    expect(html.match(/role="tabpanel"[^>]* hidden=""/g)).toHaveLength(2)
    expect(html).toContain('Over de herfst.')
    const headingId = /<h2 id="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`role="tablist" aria-labelledby="${headingId}"`)
  })

  it('selects the first tab, with a roving tabindex and panels labelled by their tab', () => {
    render(<Tabs block={block} refs={EMPTY_REFS} />)
    expect(selected()).toEqual(['Voorjaar'])
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1])
    expect(visiblePanels()).toEqual(['Over de voorjaar.'])
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs()[0]?.id)
    expect(tabs()[0]?.getAttribute('aria-controls')).toBe(panel.id)
  })

  it('moves selection and focus with the arrow keys, Home and End', () => {
    render(<Tabs block={block} refs={EMPTY_REFS} />)
    const [first] = tabs()
    first?.focus()
    fireEvent.keyDown(first!, { key: 'ArrowRight' })
    expect(selected()).toEqual(['Zomer'])
    expect(document.activeElement).toBe(tabs()[1])
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1])
    expect(visiblePanels()).toEqual(['Over de zomer.'])
    fireEvent.keyDown(tabs()[1]!, { key: 'ArrowLeft' })
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowLeft' })
    expect(selected()).toEqual(['Herfst'])
    fireEvent.keyDown(tabs()[2]!, { key: 'Home' })
    expect(selected()).toEqual(['Voorjaar'])
    fireEvent.keyDown(tabs()[0]!, { key: 'End' })
    expect(selected()).toEqual(['Herfst'])
    expect(document.activeElement).toBe(tabs()[2])
  })

  it('selects a tab on click', () => {
    render(<Tabs block={block} refs={EMPTY_REFS} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Herfst' }))
    expect(selected()).toEqual(['Herfst'])
    expect(visiblePanels()).toEqual(['Over de herfst.'])
  })
})
