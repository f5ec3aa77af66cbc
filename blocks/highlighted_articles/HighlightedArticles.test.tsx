import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { common, noRefs, refs } from '../cards-test-data.ts'
import { HighlightedArticles } from './HighlightedArticles.tsx'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const block = (fields: Partial<BlockOf<'highlighted_articles'>> = {}): BlockOf<'highlighted_articles'> => ({
  ...common,
  type: 'highlighted_articles',
  title: 'Uitgelichte artikelen',
  posts: [1002, 9999, 1001, 1002],
  layout: 'large',
  link: undefined,
  ...fields,
})

describe('highlighted_articles block', () => {
  it("shows the published posts once each, in the editor's order, as cards in the block's layout", () => {
    const html = renderToString(<HighlightedArticles block={block()} refs={refs} />)
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html.indexOf('Hoefzweer behandelen')).toBeLessThan(html.indexOf('Koliek herkennen'))
    expect(html).toContain('Samenvatting van Koliek herkennen.') // the large layout shows the excerpt
    expect(html).toMatch(/<h2[^>]*>Uitgelichte artikelen<\/h2>/)
    expect(html).toMatch(/<h3[^>]*><a[^>]*>Hoefzweer behandelen/)
  })

  it('adds the optional link, opening a new tab when the CMS says so', () => {
    const html = renderToString(
      <HighlightedArticles
        block={block({ layout: 'compact', link: { url: '/kennisbank/', title: 'Alle artikelen', target: '_blank' } })}
        refs={refs}
      />,
    )
    expect(html).toMatch(
      /<a href="\/kennisbank\/"[^>]*target="_blank"[^>]*>Alle artikelen<span class="sr-only"> \(opent in een nieuw tabblad\)/,
    )
    expect(html).not.toContain('Samenvatting van') // compact cards have no excerpt
  })

  it('renders nothing when none of the posts is published', () => {
    expect(renderToString(<HighlightedArticles block={block()} refs={noRefs} />)).toBe('')
  })
})
