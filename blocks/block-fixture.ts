// Test helper: a block as the pipeline delivers it (parsed by its schema, defaults applied), typed by its layout.
import { BlockSchema, type Block, type BlockLayout, type BlockOf } from './definitions.ts'

const isLayout = <L extends BlockLayout>(block: Block, layout: L): block is BlockOf<L> => block.acf_fc_layout === layout

export function blockFixture<L extends BlockLayout>(layout: L, fields: Record<string, unknown>): BlockOf<L> {
  const block = BlockSchema.parse({ acf_fc_layout: layout, ...fields })
  if (!isLayout(block, layout)) throw new Error(`Parsed a ${block.acf_fc_layout} block, expected ${layout}`)
  return block
}

/** A CMS image as the snapshot holds it. */
export const fixtureImage = (name: string, alt = `Foto: ${name}`, extra: Record<string, unknown> = {}) => ({
  src: `/wp-content/uploads/2026/05/${name}.jpg`,
  src_set: `/wp-content/uploads/2026/05/${name}-300x200.jpg 300w, /wp-content/uploads/2026/05/${name}.jpg 1600w`,
  sizes: '(max-width: 1600px) 100vw, 1600px',
  alt,
  width: 1600,
  height: 1067,
  ...extra,
})

export const EMPTY_REFS = { posts: {}, partners: {}, authors: {} }
