// The fields every block carries (spec §3 "Block common"): the attributes they give a block's outer element, and
// the heading level for headings inside a block (one below the block's title).
import type { BlockFields, HeadingSize } from '#lib/model/types.ts'

export type { HeadingSize }
export type SubHeadingSize = 'h3' | 'h4' | 'h5' | 'h6'

/** Class for blocks in the older (v1) visual style; global, so each block's CSS module can refine it with :global(). */
export const V1_CLASS = 'cb-v1'

/** `id` from the anchor (for in-page links), the layout as a data attribute, and the v1 class. */
export function blockAttributes(block: Pick<BlockFields, 'anchor' | 'is_v1_cb' | 'acf_fc_layout'>, className?: string) {
  return {
    id: block.anchor || undefined,
    'data-block': block.acf_fc_layout,
    className: [className, block.is_v1_cb ? V1_CLASS : ''].filter(Boolean).join(' ') || undefined,
  }
}

const NEXT: Record<HeadingSize, SubHeadingSize> = { h2: 'h3', h3: 'h4', h4: 'h5', h5: 'h6' }

/** Headings of a block's items (tabs, accordion items): one level below the block's title, or at its level without one. */
export function itemHeading(block: Pick<BlockFields, 'title' | 'heading_size'>): HeadingSize | SubHeadingSize {
  return block.title ? NEXT[block.heading_size] : block.heading_size
}
