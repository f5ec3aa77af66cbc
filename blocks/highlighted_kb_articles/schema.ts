// The highlighted_kb_articles block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { WpLinkSchema, acfId, optionalAcf } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'

export const highlightedKbArticles = defineBlock(
  'highlighted_kb_articles',
  { posts: z.array(acfId).min(1), link: optionalAcf(WpLinkSchema) },
  {
    label: 'Uitgelichte kennisbankartikelen',
    load: 'static',
    hints: { posts: { type: 'relationship', post_type: ['article'] } },
    refs: (block, add) => block.posts.forEach(add.post),
  },
)
export type HighlightedKbArticlesBlock = DefinedBlock<typeof highlightedKbArticles>
