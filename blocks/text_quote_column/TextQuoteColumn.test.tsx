import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { blockFixture, EMPTY_REFS } from '../block-fixture.ts'
import { TextQuoteColumn } from './TextQuoteColumn.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const render = (fields: Record<string, unknown>) =>
  renderToString(
    <TextQuoteColumn
      block={blockFixture('text_quote_column', {
        quote: 'Geen hoef, geen paard.',
        text: '<p>Vraag je hoefsmid.</p>',
        ...fields,
      })}
      refs={EMPTY_REFS}
    />,
  )

describe('text_quote_column', () => {
  it('renders the quote as a blockquote with its author and function, and the text', () => {
    const html = render({ title: 'Citaat', quote_author: 'Jeroen Bakker', quote_function: 'hoefsmid' })
    expect(html).toMatch(/<blockquote[^>]*><p>Geen hoef, geen paard.<\/p><\/blockquote>/)
    expect(html).toMatch(/<figcaption[^>]*><cite[^>]*>Jeroen Bakker<\/cite><span[^>]*>hoefsmid<\/span><\/figcaption>/)
    expect(html).toContain('<p>Vraag je hoefsmid.</p>')
    expect(html).toMatch(/<h2[^>]*>Citaat<\/h2>/)
  })

  it('leaves out the caption without an author', () => {
    const html = render({})
    expect(html).toContain('<blockquote')
    expect(html).not.toContain('<figcaption')
  })
})
