import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { common, noRefs, refs } from '../cards-test-data.ts'
import { HighlightedKbArticles } from './HighlightedKbArticles.tsx'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const block = (fields: Partial<BlockOf<'highlighted_kb_articles'>> = {}): BlockOf<'highlighted_kb_articles'> => ({
  ...common,
  type: 'highlighted_kb_articles',
  title: 'Uit de kennisbank',
  headingLevel: 3,
  posts: [1001, 1003, 4242],
  link: undefined,
  ...fields,
})

describe('highlighted_kb_articles block', () => {
  it('shows the published articles as cards with their excerpt, one level below the title', () => {
    const html = renderToString(<HighlightedKbArticles block={block()} refs={refs} />)
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toMatch(/<h3[^>]*>Uit de kennisbank<\/h3>/)
    expect(html).toMatch(/<h4[^>]*><a href="\/kennisbank\/droes-voorkomen\/"/)
    expect(html).toContain('Samenvatting van Droes voorkomen.')
  })

  it('adds the optional link to the knowledge base', () => {
    const html = renderToString(
      <HighlightedKbArticles
        block={block({ link: { url: '/kennisbank/', title: 'Naar de kennisbank', target: '' } })}
        refs={refs}
      />,
    )
    expect(html).toMatch(/<a href="\/kennisbank\/"[^>]*>Naar de kennisbank<\/a>/)
  })

  it('renders nothing when none of the articles is published', () => {
    expect(renderToString(<HighlightedKbArticles block={block()} refs={noRefs} />)).toBe('')
  })
})
