// The data registry: one definition per block folder, the union parsed from them, and what a page's blocks point at
// (each block's refs hook, in place of the switch content/block-refs.ts had).
import { describe, expect, it } from 'vitest'
import type { BlockFields } from '#lib/model/types.ts'
import { ACF_LAYOUT_KEY, fromAcf, rawBlock } from '#pipeline/schemas/wp/block-common.ts'
import {
  BLOCK_DEFINITIONS,
  BLOCK_EXAMPLES,
  BLOCK_LAYOUTS,
  RawBlockSchema,
  collectBlockRefs,
  isBlock,
} from './definitions.ts'

const parse = (layout: string, fields: Record<string, unknown>): BlockFields =>
  fromAcf(RawBlockSchema.parse(rawBlock(layout, fields)))

function refsOf(blocks: BlockFields[]) {
  const found = { posts: [] as number[], partners: [] as number[], authors: [] as string[] }
  collectBlockRefs(blocks, {
    post: (id) => found.posts.push(id),
    partner: (id) => found.partners.push(id),
    author: (ref) => found.authors.push(`${ref.type}:${ref.id}`),
  })
  return found
}

describe('block definitions', () => {
  it('are one per layout, each in the folder named after it', () => {
    expect(new Set(BLOCK_LAYOUTS).size).toBe(BLOCK_DEFINITIONS.length)
    for (const d of BLOCK_DEFINITIONS) expect(d.schema.shape[ACF_LAYOUT_KEY].value).toBe(d.layout)
  })

  it('give examples that parse as their block (the schema tests’ samples and the styleguide page use them)', () => {
    for (const [layout, example] of Object.entries<Record<string, unknown>>(BLOCK_EXAMPLES))
      expect(RawBlockSchema.safeParse(rawBlock(layout, example)).success, layout).toBe(true)
  })

  it('collect what each block points at, in the order of the blocks', () => {
    const blocks = [
      parse('post_card', { post: 11 }),
      parse('text_column', { text: '<p>x</p>' }),
      parse('cta_post_card', { post: '12' }),
      parse('highlighted_articles', { posts: [13, 14] }),
      parse('highlighted_kb_articles', { posts: [15] }),
      parse('articles_list', { posts: [16] }),
      parse('adjacent_posts', { previous_post: 17, next_post: false }),
      parse('highlighted_partners', { partners: [21, 22] }),
      parse('author', { author: { type: 'guest_author', id: 2601 } }),
      parse('authors', { authors: [{ type: 'user', id: 2 }, { id: 3 }] }),
    ]
    expect(refsOf(blocks)).toEqual({
      posts: [11, 12, 13, 14, 15, 16, 17],
      partners: [21, 22],
      authors: ['guest_author:2601', 'user:2', 'user:3'],
    })
  })

  it('skip a block whose layout this build does not know (a snapshot older or newer than the build)', () => {
    const stale: BlockFields = {
      type: 'retired_carousel',
      anchor: '',
      title: '',
      headingLevel: 2,
      legacyStyle: false,
      posts: [1],
    }
    expect(isBlock(stale)).toBe(false)
    expect(refsOf([stale])).toEqual({ posts: [], partners: [], authors: [] })
  })
})
