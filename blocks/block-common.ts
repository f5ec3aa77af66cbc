// The fields every block carries (spec §3 "Block common"): the attributes they give a block's outer element, and
// the heading level for headings inside a block (one below the block's title).
import type { BlockFields, HeadingLevel } from '#lib/model/types.ts'

export type { HeadingLevel }
/** A heading level inside a block: one below its title's, h6 at most. */
export type SubHeadingLevel = HeadingLevel | 6
/** The tag of a heading level. */
export const headingTag = <N extends SubHeadingLevel>(level: N): `h${N}` => `h${level}`

/** Class for blocks in the older (v1) visual style; global, so each block's CSS module can refine it with :global(). */
export const V1_CLASS = 'cb-v1'

/** `id` from the anchor (for in-page links), the layout as a data attribute, and the v1 class. */
export function blockAttributes(block: Pick<BlockFields, 'anchor' | 'legacyStyle' | 'type'>, className?: string) {
  return {
    id: block.anchor || undefined,
    'data-block': block.type,
    className: [className, block.legacyStyle ? V1_CLASS : ''].filter(Boolean).join(' ') || undefined,
  }
}

/** Headings of a block's items (tabs, accordion items): one level below the block's title, or at its level without one. */
export function itemHeading(block: Pick<BlockFields, 'title' | 'headingLevel'>): SubHeadingLevel {
  return block.title ? ((block.headingLevel + 1) as SubHeadingLevel) : block.headingLevel
}
