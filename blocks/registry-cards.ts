// Card, list, tool and form blocks: their layouts in the block registry (blocks/registry.ts).
import type { Registry } from './registry.ts'
import { BlockPlaceholder } from './BlockPlaceholder.tsx'

export const CARD_BLOCKS = {
  post_card: BlockPlaceholder,
  cta_post_card: BlockPlaceholder,
  author: BlockPlaceholder,
  authors: BlockPlaceholder,
  adjacent_posts: BlockPlaceholder,
  highlighted_articles: BlockPlaceholder,
  highlighted_kb_articles: BlockPlaceholder,
  highlighted_partners: BlockPlaceholder,
  featured_posts_with_icons: BlockPlaceholder,
  articles_list: BlockPlaceholder,
  chip_number: BlockPlaceholder,
  calculate_weight_form: BlockPlaceholder,
  gravity_form: BlockPlaceholder,
} satisfies Partial<Registry>
