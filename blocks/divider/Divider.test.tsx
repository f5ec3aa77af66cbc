import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { blockFixture, EMPTY_REFS } from '../block-fixture.ts'
import { Divider } from './Divider.tsx'

describe('divider', () => {
  it('is a line by default, with its layout as data-block', () => {
    const html = renderToString(<Divider block={blockFixture('divider', {})} refs={EMPTY_REFS} />)
    expect(html).toMatch(/^<hr data-block="divider" class="[^"]+"\/>$/)
  })
})
