import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { common, noRefs, refs } from '../cards-test-data.ts'
import { HighlightedPartners } from './HighlightedPartners.tsx'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const block = (fields: Partial<BlockOf<'highlighted_partners'>> = {}): BlockOf<'highlighted_partners'> => ({
  ...common,
  type: 'highlighted_partners',
  anchor: 'partners',
  title: 'Partners',
  partners: [2401, 2499, 2402],
  layout: 'default',
  ...fields,
})

describe('highlighted_partners block', () => {
  it('shows the published partners as default cards with logo, name and excerpt', () => {
    const html = renderToString(<HighlightedPartners block={block()} refs={refs} />)
    expect(html).toMatch(/<section[^>]*id="partners"/)
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toContain('EquiScan levert producten voor de paardenpraktijk.')
    expect(html).toMatch(/<a href="\/partners\/equiscan\/"[^>]*>EquiScan<\/a>/)
  })

  it('opens a partner without a detail page on its own site in a new tab', () => {
    const html = renderToString(<HighlightedPartners block={block()} refs={refs} />)
    expect(html).toMatch(
      /<a href="https:\/\/hoefcare.example\/"[^>]*target="_blank" rel="noopener noreferrer">HoefCare/,
    )
  })

  it('compact layout: logo and name without the excerpt', () => {
    const html = renderToString(<HighlightedPartners block={block({ layout: 'compact' })} refs={refs} />)
    expect(html).toContain('EquiScan')
    expect(html).not.toContain('levert producten')
  })

  it('renders nothing when none of the partners is published', () => {
    expect(renderToString(<HighlightedPartners block={block()} refs={noRefs} />)).toBe('')
  })
})
