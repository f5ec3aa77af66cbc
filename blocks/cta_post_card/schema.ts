// The cta_post_card block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { acfId } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'
import { EDITORIAL_POST_TYPES } from '#lib/model/post-types.ts'

export const ctaPostCard = defineBlock(
  'cta_post_card',
  { post: acfId, text: z.string().default(''), button_label: z.string().default('') },
  {
    label: 'Artikelkaart met knop',
    load: 'static',
    fields: { text: 'text' },
    hints: { post: { type: 'post_object', post_type: EDITORIAL_POST_TYPES } },
    refs: (block, add) => add.post(block.post),
  },
)
export type CtaPostCardBlock = DefinedBlock<typeof ctaPostCard>
