import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { blockFixture, EMPTY_REFS, fixtureImage } from '../block-fixture.ts'
import { ImageGallery } from './ImageGallery.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const items = [
  { image: fixtureImage('hoef'), link: { url: '/kennisbank-cat/hoeven/', title: 'Hoeven', target: '' } },
  { image: fixtureImage('gebit'), link: false },
  { image: fixtureImage('veulen', 'Veulen', { caption: 'Een veulen in de wei' }) },
]
const render = (fields: Record<string, unknown>) =>
  renderToString(
    <ImageGallery
      block={blockFixture('image_gallery', { title: 'Fotogalerij', items, ...fields })}
      refs={EMPTY_REFS}
    />,
  )

describe('image_gallery', () => {
  it('renders every item as a lazy image with its size, linked where it has a link', () => {
    const html = render({})
    expect(html.match(/<li /g)).toHaveLength(3)
    expect(html.match(/<img [^>]*width="1600" height="1067" loading="lazy"/g)).toHaveLength(3)
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(html).toMatch(/<a href="\/kennisbank-cat\/hoeven\/"[^>]*aria-label="Hoeven"/)
    expect(html).toMatch(/<figcaption[^>]*>Een veulen in de wei<\/figcaption>/)
  })

  it("passes the block's column count, and at most 2 for narrow screens", () => {
    expect(render({ columns: 4 })).toContain('style="--columns:4;--columns-narrow:2"')
    expect(render({})).toContain('style="--columns:3;--columns-narrow:2"')
    expect(render({ columns: 1 })).toContain('style="--columns:1;--columns-narrow:1"')
  })

  it('lays out with CSS columns: 30 px gutter, the narrow count below 700 px, one column below 400 px', () => {
    const css = readFileSync(new URL('./ImageGallery.module.css', import.meta.url), 'utf8')
    expect(css).toMatch(/\.grid \{[^}]*column-count: var\(--columns, 3\);[^}]*column-gap: 30px;/)
    expect(css).toMatch(/@media \(max-width: 699\.98px\) \{\s*\.grid \{\s*column-count: var\(--columns-narrow, 2\);/)
    expect(css).toMatch(/@media \(max-width: 399\.98px\) \{\s*\.grid \{\s*column-count: 1;/)
    expect(css).toMatch(/\.item \{[^}]*break-inside: avoid;[^}]*margin-bottom: 30px;/)
  })
})
