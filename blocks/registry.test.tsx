// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BLOCK_LAYOUTS } from './definitions.ts'
import { blockFixture, EMPTY_REFS } from './block-fixture.ts'
import { BLOCKS, renderBlock } from './registry.ts'

const pageContext = { urlPathname: '/kennisbank/kreupelheid/', globalContext: { layout: { translations: {} } } }
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }))
afterEach(cleanup)

const tabs = blockFixture('tabs', {
  tabs: ['Stap 1', 'Stap 2', 'Stap 3'].map((title) => ({ title, content: `<p>${title}</p>` })),
})
const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent)

describe('block registry', () => {
  it('has a component for every layout the CMS can send', () => {
    expect(Object.keys(BLOCKS).sort()).toEqual([...BLOCK_LAYOUTS].sort())
  })

  it('renders nothing for a layout it does not know (a stale snapshot), and warns once naming the layout', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const stale = { ...tabs, type: 'retired_carousel' } as unknown as typeof tabs
    const { container } = render(
      <div>
        {renderBlock(stale, EMPTY_REFS, 0)}
        {renderBlock(stale, EMPTY_REFS, 1)}
        {renderBlock(tabs, EMPTY_REFS, 2)}
      </div>,
    )
    expect(container.querySelectorAll('[data-block]')).toHaveLength(1)
    expect(container.querySelector('[data-block="tabs"]')).not.toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('"retired_carousel"')
    warn.mockRestore()
  })

  it("renders the layout's component with the block's data-block attribute", () => {
    const html = renderToString(renderBlock(tabs, EMPTY_REFS))
    expect(html).toMatch(/^<section data-block="tabs"/)
  })

  it('keeps a block’s state while the page stays, and starts it afresh on another page (client navigation)', () => {
    const view = render(<div>{renderBlock(tabs, EMPTY_REFS, 0)}</div>)
    fireEvent.click(screen.getByRole('tab', { name: 'Stap 3' }))
    expect(selected()).toEqual(['Stap 3'])

    view.rerender(<div>{renderBlock(tabs, EMPTY_REFS, 0)}</div>)
    expect(selected()).toEqual(['Stap 3'])

    pageContext.urlPathname = '/kennisbank/vaccinatieschema/'
    view.rerender(<div>{renderBlock(tabs, EMPTY_REFS, 0)}</div>)
    expect(selected()).toEqual(['Stap 1'])
  })
})
