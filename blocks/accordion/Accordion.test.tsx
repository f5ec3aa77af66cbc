// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Accordion } from './Accordion.tsx'
import { toggleOpen } from '../AccordionItems.tsx'
import { blockFixture, EMPTY_REFS, fixtureImage } from '../block-fixture.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const block = blockFixture('accordion', {
  title: 'Eerste hulp',
  items: [
    {
      name: 'EHBO-kist',
      content: '<p>Thermometer en kompressen.</p>',
      image: fixtureImage('ehbo', 'Een EHBO-kist'),
      button: false,
      anchor: 'ehbo-kist',
    },
    {
      title: 'Normale waarden',
      content: '<p>37,5 tot 38,2 °C.</p>',
      image: false,
      button: { url: '/kennisbank-cat/ademhaling/', title: 'Meer over ademhaling', target: '' },
    },
    { title: 'Wanneer bellen?', content: '<p>Bij twijfel altijd.</p>', anchor: 'bellen' },
  ],
})
afterEach(() => {
  cleanup()
  window.location.hash = ''
})

const buttons = () => screen.getAllByRole('button')
const expanded = () =>
  buttons()
    .filter((b) => b.getAttribute('aria-expanded') === 'true')
    .map((b) => b.textContent)

describe('toggleOpen', () => {
  it('opens the clicked item, or closes it when it was open', () => {
    expect(toggleOpen(null, 1)).toBe(1)
    expect(toggleOpen(0, 1)).toBe(1)
    expect(toggleOpen(1, 1)).toBeNull()
  })
})

describe('accordion', () => {
  it('prerenders every item closed, its content hidden but present, headings one level below the title', () => {
    const html = renderToString(<Accordion block={block} refs={EMPTY_REFS} />)
    expect(html).toMatch(/<h2[^>]*>Eerste hulp<\/h2>/)
    expect(html.match(/<h3[^>]*><button type="button"[^>]*aria-expanded="false"/g)).toHaveLength(3)
    expect(html.match(/role="region"[^>]* hidden=""/g)).toHaveLength(3)
    expect(html).toContain('Bij twijfel altijd.')
    expect(html).toMatch(/<div id="ehbo-kist"/)
    expect(html).toMatch(/<img [^>]*alt="Een EHBO-kist"/)
    expect(html).toMatch(/<a href="\/kennisbank-cat\/ademhaling\/"[^>]*>Meer over ademhaling/)
  })

  it('uses the name, else the title, as the label; items sit at the block heading level without a title', () => {
    const untitled = blockFixture('accordion', { headingLevel: 4, items: block.items })
    const html = renderToString(<Accordion block={untitled} refs={EMPTY_REFS} />)
    expect(html.match(/<h4[^>]*><button/g)).toHaveLength(3)
    expect(html).toContain('<span>EHBO-kist</span>')
    expect(html).toContain('<span>Normale waarden</span>')
  })

  it('keeps one item open: opening another closes the first, clicking the open one closes it', () => {
    render(<Accordion block={block} refs={EMPTY_REFS} />)
    expect(expanded()).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'EHBO-kist' }))
    expect(expanded()).toEqual(['EHBO-kist'])
    expect(screen.getByText('Thermometer en kompressen.')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'EHBO-kist' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Normale waarden' }))
    expect(expanded()).toEqual(['Normale waarden'])
    expect(screen.queryByRole('region', { name: 'EHBO-kist' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Normale waarden' }))
    expect(expanded()).toEqual([])
  })

  it('opens the item whose anchor the URL hash names, on load and on hash change', () => {
    window.location.hash = '#bellen'
    render(<Accordion block={block} refs={EMPTY_REFS} />)
    expect(expanded()).toEqual(['Wanneer bellen?'])
    act(() => {
      window.location.hash = '#ehbo-kist'
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(expanded()).toEqual(['EHBO-kist'])
  })
})
