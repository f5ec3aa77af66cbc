import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { blockFixture, EMPTY_REFS, fixtureImage } from '../block-fixture.ts'
import { Image } from './Image.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const render = (fields: Record<string, unknown>) =>
  renderToString(
    <Image
      block={blockFixture('image', {
        image: fixtureImage('beweging', 'Paard in draf', { caption: 'Beweging houdt hoeven gezond.' }),
        ...fields,
      })}
      refs={EMPTY_REFS}
    />,
  )

describe('image', () => {
  it('renders a lazy image with srcset, size and its caption, unlinked', () => {
    const html = render({})
    expect(html).toMatch(/^<figure data-block="image"/)
    expect(html).toMatch(
      /<img src="\/wp-content\/uploads\/2026\/05\/beweging.jpg" srcSet="[^"]+300w[^"]*" sizes="[^"]+" alt="Paard in draf" width="1600" height="1067" loading="lazy"/,
    )
    expect(html).toMatch(/<figcaption[^>]*>Beweging houdt hoeven gezond.<\/figcaption>/)
    expect(html).not.toContain('<a ')
  })

  it('links the image, named after the link title', () => {
    const html = render({
      link: { url: '/kennisbank-cat/hoeven/', title: 'Hoeven en beweging', target: '' },
      title: 'Beweging',
    })
    expect(html).toMatch(/<a href="\/kennisbank-cat\/hoeven\/"[^>]*aria-label="Hoeven en beweging"[^>]*><img /)
    expect(html).toMatch(/<h2[^>]*>Beweging<\/h2>/)
  })

  it('says so when the link opens a new tab', () => {
    const html = render({ link: { url: 'https://example.org/', title: 'Bron', target: '_blank' } })
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer" aria-label="Bron \(opent in een nieuw tabblad\)"/)
  })
})
