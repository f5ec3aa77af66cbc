// The content blocks (spec §2 Content blocks): acf_fc_layout → component. Typed so a missing layout is a type error
// and each component receives its own block type. Every entry is a placeholder until its block is built.
import { createElement, type ComponentType, type Key, type ReactElement } from 'react'
import type { BlockRefs } from '../content/block-refs.ts'
import type { Block, BlockLayout } from '../pipeline/model/types.ts'
import { BlockPlaceholder } from './BlockPlaceholder.tsx'

export type BlockOf<L extends BlockLayout> = Extract<Block, { acf_fc_layout: L }>
export type BlockProps<L extends BlockLayout> = { block: BlockOf<L>; refs: BlockRefs }
type Registry = { [L in BlockLayout]: ComponentType<BlockProps<L>> }

export const BLOCKS = {
  intro_column: BlockPlaceholder,
  text_column: BlockPlaceholder,
  text_image_column: BlockPlaceholder,
  call_to_action: BlockPlaceholder,
  text_quote_column: BlockPlaceholder,
  ad: BlockPlaceholder,
  post_card: BlockPlaceholder,
  cta_post_card: BlockPlaceholder,
  author: BlockPlaceholder,
  authors: BlockPlaceholder,
  image_gallery: BlockPlaceholder,
  adjacent_posts: BlockPlaceholder,
  highlighted_articles: BlockPlaceholder,
  highlighted_kb_articles: BlockPlaceholder,
  highlighted_partners: BlockPlaceholder,
  featured_posts_with_icons: BlockPlaceholder,
  highlighted_videos: BlockPlaceholder,
  tabs: BlockPlaceholder,
  table_of_contents: BlockPlaceholder,
  video: BlockPlaceholder,
  chip_number: BlockPlaceholder,
  image: BlockPlaceholder,
  articles_list: BlockPlaceholder,
  questions: BlockPlaceholder,
  gravity_form: BlockPlaceholder,
  accordion: BlockPlaceholder,
  mailblue_form: BlockPlaceholder,
  interactive_image: BlockPlaceholder,
  calculate_weight_form: BlockPlaceholder,
} satisfies Registry

const REGISTRY: Registry = BLOCKS
/** Indexing the mapped type with a type parameter keeps layout and props tied together (no cast needed). */
const componentFor = <L extends BlockLayout>(layout: L): ComponentType<BlockProps<L>> => REGISTRY[layout]

/** The block's component with its references. */
export function renderBlock(block: Block, refs: BlockRefs, key?: Key): ReactElement {
  return createElement(componentFor(block.acf_fc_layout), { key, block, refs })
}
