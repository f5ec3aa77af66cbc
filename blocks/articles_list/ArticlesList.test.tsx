import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ArticlesList } from './ArticlesList.tsx'
import { common, noRefs, refs } from '../cards-test-data.ts'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const block = (fields: Partial<BlockOf<'articles_list'>> = {}): BlockOf<'articles_list'> => ({
  ...common,
  type: 'articles_list',
  title: 'Meest gelezen',
  headingLevel: 3,
  posts: [1003, 1001, 5555],
  numbered: false,
  ...fields,
})

describe('articles_list block', () => {
  it("lists links to the published posts in the editor's order, with their category", () => {
    const html = renderToString(<ArticlesList block={block()} refs={refs} />)
    expect(html).toMatch(/<ul[^>]*><li[^>]*><a href="\/kennisbank\/droes-voorkomen\/"[^>]*>Droes voorkomen<\/a>/)
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toContain('Hoeven en beweging')
    expect(html).not.toContain('<ol')
  })

  it('numbers the list with an <ol> when the editor asks for it', () => {
    const html = renderToString(<ArticlesList block={block({ numbered: true })} refs={refs} />)
    expect(html).toMatch(/<ol[^>]*><li/)
    expect(html).not.toContain('<ul')
  })

  it('renders nothing when none of the posts is published', () => {
    expect(renderToString(<ArticlesList block={block()} refs={noRefs} />)).toBe('')
  })
})
