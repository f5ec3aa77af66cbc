// The static blocks' components (blocks/lazy-static.ts): imported by the server's `#lazy-blocks`, and in the browser
// as one lazily loaded chunk (blocks/lazy-blocks.client.ts).
import type { Registry } from './registry.ts'
import type { StaticLayout } from './lazy-static.ts'
import { AdjacentPosts } from './AdjacentPosts.tsx'
import { ArticlesList } from './ArticlesList.tsx'
import { Author } from './Author.tsx'
import { Authors } from './Authors.tsx'
import { CallToAction } from './CallToAction.tsx'
import { CtaPostCard } from './CtaPostCard.tsx'
import { FeaturedPostsWithIcons } from './FeaturedPostsWithIcons.tsx'
import { HighlightedArticles } from './HighlightedArticles.tsx'
import { HighlightedKbArticles } from './HighlightedKbArticles.tsx'
import { HighlightedPartners } from './HighlightedPartners.tsx'
import { ImageBlock } from './Image.tsx'
import { IntroColumn } from './IntroColumn.tsx'
import { PostCardBlock } from './PostCard.tsx'
import { TextImageColumn } from './TextImageColumn.tsx'
import { TextQuoteColumn } from './TextQuoteColumn.tsx'

export const STATIC_BLOCK_COMPONENTS = {
  intro_column: IntroColumn,
  text_image_column: TextImageColumn,
  call_to_action: CallToAction,
  text_quote_column: TextQuoteColumn,
  image: ImageBlock,
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
} satisfies Pick<Registry, StaticLayout>
