import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Author } from './Author.tsx'
import { authorKey } from '#lib/model/author-key.ts'
import { common, noRefs, refs } from '../cards-test-data.ts'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const block = (author: BlockOf<'author'>['author'], fields: Partial<BlockOf<'author'>> = {}): BlockOf<'author'> => ({
  ...common,
  type: 'author',
  author,
  ...fields,
})

describe('author block', () => {
  it("shows a user as a person card with function and company, linking to the author's page", () => {
    const html = renderToString(
      <Author block={block({ type: 'user', id: 5 }, { title: 'Geschreven door', anchor: 'auteur' })} refs={refs} />,
    )
    expect(html).toMatch(/<section[^>]*id="auteur"/)
    expect(html).toMatch(/<h2[^>]*>Geschreven door<\/h2>/)
    expect(html).toMatch(/<h3[^>]*><a href="\/auteurs\/sanne-de-vries\/"[^>]*>Sanne de Vries<\/a>/)
    expect(html).toContain('Paardendierenarts, Kliniek De Hoef')
  })

  it("finds a guest author under 'guest:<id>'", () => {
    expect(renderToString(<Author block={block({ type: 'guest_author', id: 2601 })} refs={refs} />)).toContain(
      'Ruben Martens',
    )
  })

  it('renders nothing when the author does not exist (any more)', () => {
    expect(
      renderToString(<Author block={block({ type: 'user', id: 5 }, { title: 'Geschreven door' })} refs={noRefs} />),
    ).toBe('')
    expect(renderToString(<Author block={block({ type: 'guest_author', id: 5 })} refs={refs} />)).toBe('')
  })

  it('keys the references as content/block-refs.ts fills them: user:<id> and guest:<id>', () => {
    const refs = [
      { type: 'user', id: 2 },
      { type: 'guest_author', id: 2601 },
    ] as const
    expect(refs.map((ref) => authorKey(ref))).toEqual(['user:2', 'guest:2601'])
  })
})
