// The highlighted_articles block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { WpLinkSchema, acfId, optionalAcf } from '#pipeline/schemas/wp/common.ts'
import { POST_CARD_LAYOUTS } from '#lib/model/types.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'
import { EDITORIAL_POST_TYPES } from '#lib/model/post-types.ts'

export const highlightedArticles = defineBlock(
  'highlighted_articles',
  {
    posts: z.array(acfId).min(1),
    layout: z.enum(POST_CARD_LAYOUTS).default('default'),
    link: optionalAcf(WpLinkSchema),
  },
  {
    label: 'Uitgelichte artikelen',
    load: 'static',
    hints: { posts: { type: 'relationship', post_type: EDITORIAL_POST_TYPES } },
    refs: (block, add) => block.posts.forEach(add.post),
  },
)
export type HighlightedArticlesBlock = DefinedBlock<typeof highlightedArticles>
