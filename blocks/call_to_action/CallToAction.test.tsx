import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { blockFixture, EMPTY_REFS, fixtureImage } from '../block-fixture.ts'
import { CallToAction } from './CallToAction.tsx'
import styles from './CallToAction.module.css'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const BUTTON = { url: '/finder/', title: 'Zoek een dierenarts', target: '' }
const render = (fields: Record<string, unknown>) =>
  renderToString(
    <CallToAction
      block={blockFixture('call_to_action', {
        title: 'Hoefproblemen?',
        text: '<p>Vind hulp.</p>',
        button: BUTTON,
        ...fields,
      })}
      refs={EMPTY_REFS}
    />,
  )

describe('call_to_action', () => {
  it('renders title, text and button in the default style without an image', () => {
    const html = render({})
    expect(html).toMatch(/<h2[^>]*>Hoefproblemen\?<\/h2>/)
    expect(html).toContain('<p>Vind hulp.</p>')
    expect(html).toMatch(/<a href="\/finder\/"[^>]*>Zoek een dierenarts<\/a>/)
    expect(html).toContain(styles.default)
    expect(html).not.toContain(styles.highlight)
    expect(html).not.toContain('<img')
  })

  it('renders the highlight style with its image', () => {
    const html = render({ style: 'highlight', image: fixtureImage('hoef'), anchor: 'hulp' })
    expect(html).toContain(styles.highlight)
    expect(html).toContain(styles.withImage)
    expect(html).toMatch(/<img [^>]*src="\/wp-content\/uploads\/2026\/05\/hoef.jpg"/)
    expect(html).toMatch(/^<section id="hulp"/)
  })
})
