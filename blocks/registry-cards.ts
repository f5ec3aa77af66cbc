// Card, list, tool and form blocks: their layouts in the block registry (blocks/registry.ts).
import { LAZY_BLOCKS } from '#lazy-blocks'
import type { Registry } from './registry.ts'
import { AdjacentPosts } from './AdjacentPosts.tsx'
import { ArticlesList } from './ArticlesList.tsx'
import { Author } from './Author.tsx'
import { Authors } from './Authors.tsx'
import { CtaPostCard } from './CtaPostCard.tsx'
import { FeaturedPostsWithIcons } from './FeaturedPostsWithIcons.tsx'
import { HighlightedArticles } from './HighlightedArticles.tsx'
import { HighlightedKbArticles } from './HighlightedKbArticles.tsx'
import { HighlightedPartners } from './HighlightedPartners.tsx'
import { PostCardBlock } from './PostCard.tsx'

export const CARD_BLOCKS = {
  post_card: PostCardBlock,
  cta_post_card: CtaPostCard,
  author: Author,
  authors: Authors,
  adjacent_posts: AdjacentPosts,
  highlighted_articles: HighlightedArticles,
  highlighted_kb_articles: HighlightedKbArticles,
  highlighted_partners: HighlightedPartners,
  featured_posts_with_icons: FeaturedPostsWithIcons,
  articles_list: ArticlesList,
  // Loaded when a page shows one (blocks/lazy-block.tsx).
  chip_number: LAZY_BLOCKS.chip_number,
  calculate_weight_form: LAZY_BLOCKS.calculate_weight_form,
  gravity_form: LAZY_BLOCKS.gravity_form,
} satisfies Partial<Registry>
