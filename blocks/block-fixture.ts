// Test helper: a block as the pipeline delivers it (parsed by its schema, defaults applied, under the site's names),
// typed by its layout. `fields` are the layout's own as WordPress sends them, plus any common field under the site's
// name (`title`, `anchor`, `headingLevel`, `legacyStyle`).
import { fromAcf, rawBlock } from '#pipeline/schemas/wp/block-common.ts'
import type { HeadingLevel } from '#lib/model/types.ts'
import { RawBlockSchema, type Block, type BlockLayout, type BlockOf } from './definitions.ts'

const isLayout = <L extends BlockLayout>(block: Block, layout: L): block is BlockOf<L> => block.type === layout

export function blockFixture<L extends BlockLayout>(
  layout: L,
  fields: Record<string, unknown> & { headingLevel?: HeadingLevel; legacyStyle?: boolean },
): BlockOf<L> {
  const { headingLevel, legacyStyle, ...own } = fields
  const parsed: Block = fromAcf(RawBlockSchema.parse(rawBlock(layout, own)))
  const block = {
    ...parsed,
    ...(headingLevel === undefined ? {} : { headingLevel }),
    ...(legacyStyle === undefined ? {} : { legacyStyle }),
  }
  if (!isLayout(block, layout)) throw new Error(`Parsed a ${block.type} block, expected ${layout}`)
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
