// `#lazy-blocks` outside the browser bundle (lazy-block.tsx): the components themselves, in the same Suspense boundary
// as on the client; nothing to preload. The static blocks (lazy-static.ts) likewise.
import type { ComponentType } from 'react'
import type { BlockProps, Registry } from './registry.ts'
import { suspended } from './lazy-block.tsx'
import { STATIC_BLOCK_COMPONENTS } from './lazy-static-blocks.ts'
import type { StaticLayout } from './lazy-static.ts'
import { CalculateWeightForm } from './calculate_weight_form/CalculateWeightForm.tsx'
import { ChipNumber } from './chip_number/ChipNumber.tsx'
import { GravityForm } from './gravity_form/GravityForm.tsx'
import { HighlightedVideos } from './highlighted_videos/HighlightedVideos.tsx'
import { InteractiveImage } from './interactive_image/InteractiveImage.tsx'
import type { LazyLayout } from './lazy-modules.ts'

export const LAZY_BLOCKS = {
  chip_number: suspended(ChipNumber),
  calculate_weight_form: suspended(CalculateWeightForm),
  gravity_form: suspended(GravityForm),
  interactive_image: suspended(InteractiveImage),
  highlighted_videos: suspended(HighlightedVideos),
} satisfies Pick<Registry, LazyLayout>

type StaticRegistry = { [L in StaticLayout]: ComponentType<BlockProps<L>> }
const s = STATIC_BLOCK_COMPONENTS

export const STATIC_BLOCKS: StaticRegistry = {
  intro_column: suspended(s.intro_column),
  text_image_column: suspended(s.text_image_column),
  call_to_action: suspended(s.call_to_action),
  text_quote_column: suspended(s.text_quote_column),
  image: suspended(s.image),
  post_card: suspended(s.post_card),
  cta_post_card: suspended(s.cta_post_card),
  author: suspended(s.author),
  authors: suspended(s.authors),
  adjacent_posts: suspended(s.adjacent_posts),
  highlighted_articles: suspended(s.highlighted_articles),
  highlighted_kb_articles: suspended(s.highlighted_kb_articles),
  highlighted_partners: suspended(s.highlighted_partners),
  featured_posts_with_icons: suspended(s.featured_posts_with_icons),
  articles_list: suspended(s.articles_list),
}

export async function preloadLazyBlocks(_data: unknown, _hydration = false): Promise<void> {}
