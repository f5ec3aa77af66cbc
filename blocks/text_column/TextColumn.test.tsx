// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockFixture, EMPTY_REFS } from '../block-fixture.ts'
import { splitMore } from './more-split.ts'
import { TextColumn } from './TextColumn.tsx'

const translations = vi.hoisted((): Record<string, string> => ({}))
vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations } } }),
}))

const TEXT = '<p>Kort stuk.</p><!--more--><h3 id="hechten">Hechten</h3><p>Lang stuk.</p>'
const block = (text: string, fields: Record<string, unknown> = {}) =>
  blockFixture('text_column', { title: 'Wonden', text, ...fields })

afterEach(() => {
  cleanup()
  window.location.hash = ''
  delete translations.read_more
})

describe('splitMore', () => {
  it('splits at the marker, and leaves text without one whole', () => {
    expect(splitMore(TEXT)).toEqual({
      short: '<p>Kort stuk.</p>',
      more: '<h3 id="hechten">Hechten</h3><p>Lang stuk.</p>',
    })
    expect(splitMore('<p>Alles</p>')).toEqual({ short: '<p>Alles</p>', more: '' })
  })

  it('keeps both parts well-formed when the marker sits inside a paragraph', () => {
    expect(splitMore('<p>Intro<!--more-->Rest</p><p>Meer</p>')).toEqual({
      short: '<p>Intro</p>',
      more: '<p>Rest</p><p>Meer</p>',
    })
    expect(splitMore('<p>Intro</p><p><!--more--></p><p>Rest</p>')).toEqual({
      short: '<p>Intro</p>',
      more: '<p>Rest</p>',
    })
  })
})

describe('text_column', () => {
  it('prerenders both parts, the long one hidden, with a collapsed "Lees meer" toggle controlling it', () => {
    const html = renderToString(<TextColumn block={block(TEXT)} refs={EMPTY_REFS} />)
    expect(html).toContain('Kort stuk.')
    expect(html).toContain('Lang stuk.')
    expect(html).toMatch(
      /<div id="([^"]+)" hidden=""[^>]*>.*Lang stuk\..*<button type="button"[^>]* aria-expanded="false" aria-controls="\1"[^>]*>Lees meer/,
    )
  })

  it('opens and closes the long part with the toggle, its label following', () => {
    render(<TextColumn block={block(TEXT)} refs={EMPTY_REFS} />)
    const toggle = screen.getByRole('button', { name: 'Lees meer' })
    const more = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(more?.hidden).toBe(true)
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Lees minder')
    expect(more?.hidden).toBe(false)
    fireEvent.click(toggle)
    expect(more?.hidden).toBe(true)
    expect(toggle.textContent).toBe('Lees meer')
  })

  it('has no toggle without a more-marker', () => {
    render(<TextColumn block={block('<p>Alles in één keer.</p>')} refs={EMPTY_REFS} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('Alles in één keer.')).toBeTruthy()
  })

  it('opens when the URL hash points at an id inside the long part', () => {
    render(<TextColumn block={block(TEXT)} refs={EMPTY_REFS} />)
    const toggle = screen.getByRole('button', { name: 'Lees meer' })
    act(() => {
      window.location.hash = '#hechten'
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
  })

  it('uses the CMS translations for the toggle, and the heading size', () => {
    translations.read_more = 'Verder lezen'
    const html = renderToString(<TextColumn block={block(TEXT, { headingLevel: 4 })} refs={EMPTY_REFS} />)
    expect(html).toMatch(/<h4[^>]*>Wonden<\/h4>/)
    expect(html).toContain('>Verder lezen<')
  })
})
