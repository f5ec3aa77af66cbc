import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { blockFixture, EMPTY_REFS, fixtureImage } from '../block-fixture.ts'
import { TextImageColumn } from './TextImageColumn.tsx'
import styles from './TextImageColumn.module.css'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const render = (fields: Record<string, unknown>) =>
  renderToString(
    <TextImageColumn
      block={blockFixture('text_image_column', {
        title: 'De straal',
        text: '<p>Schokdemper.</p>',
        image: fixtureImage('hoef', 'Een hoef'),
        ...fields,
      })}
      refs={EMPTY_REFS}
    />,
  )

describe('text_image_column', () => {
  it('renders title, text and a lazy image with its size, on the right by default', () => {
    const html = render({})
    expect(html).toMatch(/<h2[^>]*>De straal<\/h2>/)
    expect(html).toContain('<p>Schokdemper.</p>')
    expect(html).toMatch(/<img [^>]*alt="Een hoef"[^>]*width="1600" height="1067" loading="lazy"/)
    expect(html).toContain(styles.imageRight)
    expect(html).not.toContain('<a ')
  })

  it('puts the image on the left when asked and shows the button', () => {
    const html = render({
      image_position: 'left',
      button: { url: '/kennisbank-cat/hoeven/', title: 'Meer over hoeven', target: '' },
    })
    expect(html).toContain(styles.imageLeft)
    expect(html).toMatch(/<a href="\/kennisbank-cat\/hoeven\/"[^>]*>Meer over hoeven/)
  })

  it('marks a button that opens a new tab for screen readers', () => {
    const html = render({ button: { url: 'https://example.org/', title: 'Extern', target: '_blank' } })
    expect(html).toMatch(
      /<a href="https:\/\/example.org\/"[^>]*target="_blank" rel="noopener noreferrer">Extern<span class="sr-only"> \(opent in een nieuw tabblad\)/,
    )
  })
})
