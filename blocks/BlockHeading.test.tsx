// The block title's heading level (spec §3 "Block common": h2 by default, h3, h4, h5); nothing when untitled.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BlockHeading } from './BlockHeading.tsx'

describe('block heading', () => {
  it('renders the title at its heading level, h2 by default', () => {
    expect(renderToString(<BlockHeading title="Titel" />)).toBe('<h2>Titel</h2>')
    for (const level of [3, 4, 5] as const)
      expect(renderToString(<BlockHeading title="Titel" level={level} />)).toBe(`<h${level}>Titel</h${level}>`)
  })

  it('renders an <h5> for level 5, with its id and class', () => {
    expect(renderToString(<BlockHeading title="TPR meten" level={5} id="tpr" className="kop" />)).toBe(
      '<h5 id="tpr" class="kop">TPR meten</h5>',
    )
  })

  it('renders nothing without a title', () => {
    expect(renderToString(<BlockHeading title="" level={5} />)).toBe('')
  })
})
