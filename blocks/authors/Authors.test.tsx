import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Authors } from './Authors.tsx'
import { common, noRefs, refs } from '../cards-test-data.ts'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const block = (authors: BlockOf<'authors'>['authors']): BlockOf<'authors'> => ({
  ...common,
  type: 'authors',
  title: 'Over de auteurs',
  headingLevel: 3,
  authors,
})

describe('authors block', () => {
  it("lists users and guest authors in the editor's order, each once, skipping missing ones", () => {
    const html = renderToString(
      <Authors
        block={block([
          { type: 'guest_author', id: 2601 },
          { type: 'user', id: 99 },
          { type: 'user', id: 5 },
          { type: 'guest_author', id: 2601 },
        ])}
        refs={refs}
      />,
    )
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html.indexOf('Ruben Martens')).toBeLessThan(html.indexOf('Sanne de Vries'))
    expect(html).toMatch(/<h4[^>]*><a[^>]*>Ruben Martens/)
  })

  it('renders nothing when none of the authors exists', () => {
    expect(renderToString(<Authors block={block([{ type: 'user', id: 5 }])} refs={noRefs} />)).toBe('')
  })
})
