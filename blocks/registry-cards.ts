// Card, list, tool and form blocks: their layouts in the block registry (blocks/registry.ts). STATIC_BLOCKS: kept as
// prerendered on the first page, their code loaded when needed (blocks/lazy-static.ts).
import { LAZY_BLOCKS, STATIC_BLOCKS } from '#lazy-blocks'
import type { Registry } from './registry.ts'

export const CARD_BLOCKS = {
  post_card: STATIC_BLOCKS.post_card,
  cta_post_card: STATIC_BLOCKS.cta_post_card,
  author: STATIC_BLOCKS.author,
  authors: STATIC_BLOCKS.authors,
  adjacent_posts: STATIC_BLOCKS.adjacent_posts,
  highlighted_articles: STATIC_BLOCKS.highlighted_articles,
  highlighted_kb_articles: STATIC_BLOCKS.highlighted_kb_articles,
  highlighted_partners: STATIC_BLOCKS.highlighted_partners,
  featured_posts_with_icons: STATIC_BLOCKS.featured_posts_with_icons,
  articles_list: STATIC_BLOCKS.articles_list,
  // Loaded when a page shows one (blocks/lazy-block.tsx).
  chip_number: LAZY_BLOCKS.chip_number,
  calculate_weight_form: LAZY_BLOCKS.calculate_weight_form,
  gravity_form: LAZY_BLOCKS.gravity_form,
} satisfies Partial<Registry>
