// The block title's heading level (spec §3 "Block common": heading_size h2 default, h3, h4, h5); nothing when untitled.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BlockHeading } from './BlockHeading.tsx'

describe('block heading', () => {
  it('renders the title at its heading_size, h2 by default', () => {
    expect(renderToString(<BlockHeading title="Titel" />)).toBe('<h2>Titel</h2>')
    for (const size of ['h3', 'h4', 'h5'] as const)
      expect(renderToString(<BlockHeading title="Titel" size={size} />)).toBe(`<${size}>Titel</${size}>`)
  })

  it('renders an <h5> for heading_size h5, with its id and class', () => {
    expect(renderToString(<BlockHeading title="TPR meten" size="h5" id="tpr" className="kop" />)).toBe(
      '<h5 id="tpr" class="kop">TPR meten</h5>',
    )
  })

  it('renders nothing without a title', () => {
    expect(renderToString(<BlockHeading title="" size="h5" />)).toBe('')
  })
})
