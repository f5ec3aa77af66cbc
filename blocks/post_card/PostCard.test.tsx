import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { POST_CARD_LAYOUTS } from '#ui/cards/PostCard.tsx'
import { common, noRefs, refs } from '../cards-test-data.ts'
import { PostCard } from './PostCard.tsx'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const block = (fields: Partial<BlockOf<'post_card'>> = {}): BlockOf<'post_card'> => ({
  ...common,
  type: 'post_card',
  post: 1001,
  layout: 'default',
  ...fields,
})

describe('post_card block', () => {
  it('shows the referenced post as a card linking to it, an h3 under an untitled block', () => {
    const html = renderToString(<PostCard block={block()} refs={refs} />)
    expect(html).toMatch(/<h3[^>]*><a href="\/kennisbank\/koliek-herkennen\/"[^>]*>Koliek herkennen<\/a><\/h3>/)
    expect(html).toContain('data-block="post_card"')
  })

  it.each(POST_CARD_LAYOUTS)('renders layout %s (the card component gets the layout)', (layout) => {
    const html = renderToString(<PostCard block={block({ layout })} refs={refs} />)
    const excerpt = html.includes('Samenvatting van Koliek herkennen.')
    expect(excerpt).toBe(layout === 'extended' || layout === 'large' || layout === 'large-image-right')
  })

  it('honours the common fields: anchor, title at its heading size (cards one level below), v1 class', () => {
    const html = renderToString(
      <PostCard
        block={block({ anchor: 'uitgelicht', title: 'Uitgelicht', headingLevel: 3, legacyStyle: true })}
        refs={refs}
      />,
    )
    expect(html).toMatch(/<section[^>]*id="uitgelicht"/)
    expect(html).toMatch(/class="[^"]*cb-v1/)
    expect(html).toMatch(/<h3[^>]*>Uitgelicht<\/h3>/)
    expect(html).toMatch(/<h4[^>]*><a[^>]*>Koliek herkennen/)
  })

  it('renders nothing when the post is not published (no card in refs)', () => {
    expect(renderToString(<PostCard block={block({ title: 'Uitgelicht' })} refs={noRefs} />)).toBe('')
  })
})
