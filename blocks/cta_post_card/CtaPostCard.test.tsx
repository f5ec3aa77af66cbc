import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { common, noRefs, refs } from '../cards-test-data.ts'
import { CtaPostCard } from './CtaPostCard.tsx'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const block = (fields: Partial<BlockOf<'cta_post_card'>> = {}): BlockOf<'cta_post_card'> => ({
  ...common,
  type: 'cta_post_card',
  title: 'Aanrader',
  headingLevel: 3,
  post: 1001,
  text: 'Weet je hoe je koliek herkent?',
  button_label: 'Lees hoe je meet',
  ...fields,
})

describe('cta_post_card block', () => {
  it('shows the post card, the call-to-action text and a button with the label to the same post', () => {
    const html = renderToString(<CtaPostCard block={block()} refs={refs} />)
    expect(html).toMatch(/<h3[^>]*>Aanrader<\/h3>/)
    expect(html).toMatch(/<h4[^>]*><a href="\/kennisbank\/koliek-herkennen\/"[^>]*>Koliek herkennen/)
    expect(html).toContain('Weet je hoe je koliek herkent?')
    expect(html).toMatch(/<a href="\/kennisbank\/koliek-herkennen\/"[^>]*>Lees hoe je meet<\/a>/)
  })

  it("labels the button 'Lees meer' when the editor left the label empty, and leaves out an empty text", () => {
    const html = renderToString(<CtaPostCard block={block({ button_label: '', text: '' })} refs={refs} />)
    expect(html).toMatch(/>Lees meer<\/a>/)
    expect(html).toMatch(/_cta_\w+"><a /)
  })

  it('renders nothing when the post is not published', () => {
    expect(renderToString(<CtaPostCard block={block()} refs={noRefs} />)).toBe('')
  })
})
