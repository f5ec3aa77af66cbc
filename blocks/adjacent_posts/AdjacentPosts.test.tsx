import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { AdjacentPosts } from './AdjacentPosts.tsx'
import { common, noRefs, refs } from '../cards-test-data.ts'
import type { BlockOf } from '../block-props.ts'

const translations: Record<string, string> = {}
vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations } } }),
}))

const block = (fields: Partial<BlockOf<'adjacent_posts'>> = {}): BlockOf<'adjacent_posts'> => ({
  ...common,
  type: 'adjacent_posts',
  previous_post: 1001,
  next_post: 1002,
  previous_label: '',
  next_label: '',
  ...fields,
})

describe('adjacent_posts block', () => {
  it("links the previous and next post under 'Vorige' and 'Volgende' in a navigation landmark", () => {
    const html = renderToString(<AdjacentPosts block={block()} refs={refs} />)
    expect(html).toMatch(/<nav aria-label="Vorige en volgende artikelen">/)
    expect(html).toMatch(
      /<a href="\/kennisbank\/koliek-herkennen\/" rel="prev"[^>]*><span[^>]*>Vorige<\/span><span[^>]*>Koliek herkennen<\/span>/,
    )
    expect(html).toMatch(/<a href="\/kennisbank\/hoefzweer-behandelen\/" rel="next"[^>]*><span[^>]*>Volgende<\/span>/)
  })

  it("uses the editor's labels, and the CMS translations for the defaults", () => {
    const custom = renderToString(
      <AdjacentPosts
        block={block({ previous_label: 'Vorige: drachtigheid', next_label: 'Volgende: biest' })}
        refs={refs}
      />,
    )
    expect(custom).toContain('>Vorige: drachtigheid<')
    expect(custom).toContain('>Volgende: biest<')
    translations.previous = 'Terug'
    expect(renderToString(<AdjacentPosts block={block()} refs={refs} />)).toContain('>Terug<')
    delete translations.previous
  })

  it('leaves out a side without a published post, and renders nothing with neither', () => {
    const onlyNext = renderToString(<AdjacentPosts block={block({ previous_post: undefined })} refs={refs} />)
    expect(onlyNext).not.toContain('rel="prev"')
    expect(onlyNext).toContain('rel="next"')
    expect(
      renderToString(<AdjacentPosts block={block({ previous_post: 1003, next_post: 1004 })} refs={refs} />),
    ).not.toContain('rel="next"')
    expect(renderToString(<AdjacentPosts block={block()} refs={noRefs} />)).toBe('')
  })
})
