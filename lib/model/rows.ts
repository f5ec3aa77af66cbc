// The content rows of an item and the fields every block has, as the site uses them (spec §2 Row layouts, §3 Block
// common). ACF's names stop at the normalizer (pipeline/schemas/wp/block-common.ts); each block's own fields are the
// block's (blocks/<layout>/schema.ts). Part of the domain model, exported through lib/model/types.ts.

/** spec §3 Block common: a block's title heading level. */
export const HEADING_SIZES = ['h2', 'h3', 'h4', 'h5'] as const
export type HeadingSize = (typeof HEADING_SIZES)[number]
/** A block title's heading level as the site uses it: 2–5 for the CMS's h2–h5 (blocks/define.ts maps them). */
export type HeadingLevel = 2 | 3 | 4 | 5
/** spec §3 Post card: how a post card is laid out (the post_card and highlighted_articles blocks choose one). */
export const POST_CARD_LAYOUTS = [
  'default',
  'extended',
  'compact',
  'compact-overlay',
  'large',
  'large-image-right',
] as const
export type PostCardLayout = (typeof POST_CARD_LAYOUTS)[number]

/**
 * A content block as the domain model knows it: its layout and the fields every block carries (spec §3 Block common).
 * Each layout's own fields, and the union of every block's normalized type (`Block`), are the blocks' own
 * (blocks/<layout>/schema.ts, blocks/definitions.ts): the model does not point up at them. What renders a block, or
 * reads its fields, narrows it by its layout there (blocks/registry.ts, blocks/definitions.ts).
 */
export type BlockFields = {
  /** The block's layout (the CMS's `acf_fc_layout`). */
  type: string
  anchor: string
  title: string
  /** Its title's heading level (the CMS's `heading_size`, h2–h5). */
  headingLevel: HeadingLevel
  /** A block from the old site, drawn in the older (v1) visual style (the CMS's `is_v1_cb`). */
  legacyStyle: boolean
  /** The layout's own fields. */
  [field: string]: unknown
}

/** spec §2 Row layouts. */
export const ROW_LAYOUTS = [
  '1_column',
  '2_columns_right_small',
  '2_columns_left_small',
  '2_columns_even',
  '3_columns',
] as const
export type RowLayout = (typeof ROW_LAYOUTS)[number]
/**
 * How many columns each row layout has. A row keeps blocks in its columns 1 to 3 whatever its layout; the site shows
 * only the layout's columns (the pipeline warns about blocks left in the others) and wp-admin hides the others.
 */
export const ROW_COLUMN_COUNTS: Record<RowLayout, 1 | 2 | 3> = {
  '1_column': 1,
  '2_columns_right_small': 2,
  '2_columns_left_small': 2,
  '2_columns_even': 2,
  '3_columns': 3,
}

/** A row of blocks; `B`, the blocks' type, is the union of every block (blocks/definitions.ts) where that is known. */
export type Row<B extends BlockFields = BlockFields> = {
  layout: RowLayout
  columns: B[][]
  backgroundColor: string
  customBackgroundColor: string
  sticky: [boolean, boolean, boolean]
}
export type TocEntry = { title: string; anchor: string; children: TocEntry[] }
export type ContentRows<B extends BlockFields = BlockFields> = {
  rows: Row<B>[]
  toc?: { title: string; items: TocEntry[] }
  socialShare: boolean
}
