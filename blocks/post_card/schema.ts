// The post_card block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { acfId } from '#pipeline/schemas/wp/common.ts'
import { POST_CARD_LAYOUTS } from '#lib/model/types.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'
import { EDITORIAL_POST_TYPES } from '#lib/model/post-types.ts'

export const postCard = defineBlock(
  'post_card',
  { post: acfId, layout: z.enum(POST_CARD_LAYOUTS).default('default') },
  {
    label: 'Artikelkaart',
    load: 'static',
    hints: { post: { type: 'post_object', post_type: EDITORIAL_POST_TYPES } },
    refs: (block, add) => add.post(block.post),
  },
)
export type PostCardBlock = DefinedBlock<typeof postCard>
