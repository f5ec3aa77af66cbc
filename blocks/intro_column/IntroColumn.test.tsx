import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { blockFixture, EMPTY_REFS } from '../block-fixture.ts'
import { IntroColumn } from './IntroColumn.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const render = (fields: Record<string, unknown>) =>
  renderToString(<IntroColumn block={blockFixture('intro_column', fields)} refs={EMPTY_REFS} />)

describe('intro_column', () => {
  it('renders its title at the heading size, its anchor as id and its text', () => {
    const html = render({
      anchor: 'introductie',
      title: 'Alles over de hoef',
      headingLevel: 3,
      text: '<p>Een gezonde hoef.</p>',
    })
    expect(html).toMatch(/^<section id="introductie" data-block="intro_column"/)
    expect(html).toMatch(/<h3[^>]*>Alles over de hoef<\/h3>/)
    expect(html).toContain('<p>Een gezonde hoef.</p>')
    expect(html).not.toContain('cb-v1')
  })

  it('defaults to an h2, renders no heading without a title, and marks the v1 style', () => {
    expect(render({ title: 'Titel', text: '<p>x</p>' })).toMatch(/<h2[^>]*>Titel<\/h2>/)
    const untitled = render({ text: '<p>Alleen tekst</p>', legacyStyle: true })
    expect(untitled).not.toMatch(/<h[2-5]/)
    expect(untitled).not.toContain(' id=')
    expect(untitled).toMatch(/class="[^"]*cb-v1/)
  })
})
