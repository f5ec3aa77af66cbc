// The featured_posts_with_icons block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { WpImageSchema, WpLinkSchema } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'

export const featuredPostsWithIcons = defineBlock(
  'featured_posts_with_icons',
  {
    items: z
      .array(z.object({ icon: WpImageSchema, title: z.string(), text: z.string().default(''), link: WpLinkSchema }))
      .min(1),
  },
  { label: 'Items met iconen', load: 'static', fields: { items: { title: 'heading', text: 'text' } } },
)
export type FeaturedPostsWithIconsBlock = DefinedBlock<typeof featuredPostsWithIcons>
