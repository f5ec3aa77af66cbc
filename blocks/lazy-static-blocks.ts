// The static blocks' components (blocks/lazy-static.ts): imported by the server's `#lazy-blocks`, and in the browser
// as one lazily loaded chunk (blocks/lazy-blocks.client.ts).
import type { Registry } from './block-props.ts'
import type { StaticLayout } from './lazy-static.ts'
import { AdjacentPosts } from './adjacent_posts/AdjacentPosts.tsx'
import { ArticlesList } from './articles_list/ArticlesList.tsx'
import { Author } from './author/Author.tsx'
import { Authors } from './authors/Authors.tsx'
import { CallToAction } from './call_to_action/CallToAction.tsx'
import { CtaPostCard } from './cta_post_card/CtaPostCard.tsx'
import { FeaturedPostsWithIcons } from './featured_posts_with_icons/FeaturedPostsWithIcons.tsx'
import { HighlightedArticles } from './highlighted_articles/HighlightedArticles.tsx'
import { HighlightedKbArticles } from './highlighted_kb_articles/HighlightedKbArticles.tsx'
import { HighlightedPartners } from './highlighted_partners/HighlightedPartners.tsx'
import { ImageBlock } from './image/Image.tsx'
import { IntroColumn } from './intro_column/IntroColumn.tsx'
import { PostCardBlock } from './post_card/PostCard.tsx'
import { TextImageColumn } from './text_image_column/TextImageColumn.tsx'
import { TextQuoteColumn } from './text_quote_column/TextQuoteColumn.tsx'

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
