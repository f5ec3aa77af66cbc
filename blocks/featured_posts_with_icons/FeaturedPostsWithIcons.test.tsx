import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { common, image, noRefs } from '../cards-test-data.ts'
import { FeaturedPostsWithIcons } from './FeaturedPostsWithIcons.tsx'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

type Item = BlockOf<'featured_posts_with_icons'>['items'][number]
const item = (title: string, url: string, fields: Partial<Item> = {}): Item => ({
  icon: image('hoef'),
  title,
  text: `Alles over ${title.toLowerCase()}.`,
  link: { url, title: `Naar ${title}`, target: '' },
  ...fields,
})
const block = (items: Item[]): BlockOf<'featured_posts_with_icons'> => ({
  ...common,
  type: 'featured_posts_with_icons',
  title: 'Snel naar een rubriek',
  headingLevel: 3,
  items,
})

describe('featured_posts_with_icons block', () => {
  it('shows each item with its icon, title (the link), text and the link title as call to action', () => {
    const html = renderToString(
      <FeaturedPostsWithIcons
        block={block([item('Hoeven', '/kennisbank-cat/hoeven/'), item('Gebit', '/kennisbank-cat/gebit/')])}
        refs={noRefs}
      />,
    )
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toMatch(/<img src="\/wp-content\/uploads\/2026\/05\/hoef.jpg" alt=""/)
    expect(html).toMatch(/<h4[^>]*><a href="\/kennisbank-cat\/hoeven\/"[^>]*>Hoeven<\/a><\/h4>/)
    expect(html).toContain('Alles over hoeven.')
    expect(html).toMatch(/aria-hidden="true">Naar Hoeven<\/p>/)
  })

  it('opens external links in a new tab and says so', () => {
    const html = renderToString(
      <FeaturedPostsWithIcons
        block={block([
          item('Finder', 'https://example.org/', {
            link: { url: 'https://example.org/', title: '', target: '_blank' },
          }),
        ])}
        refs={noRefs}
      />,
    )
    expect(html).toMatch(
      /target="_blank" rel="noopener noreferrer">Finder<span class="sr-only"> \(opent in een nieuw tabblad\)/,
    )
  })

  it('leaves out items without a link, and renders nothing when none is left', () => {
    expect(renderToString(<FeaturedPostsWithIcons block={block([item('Leeg', '')])} refs={noRefs} />)).toBe('')
  })
})
