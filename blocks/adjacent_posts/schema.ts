// The adjacent_posts block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { acfId, optionalAcf } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'
import { EDITORIAL_POST_TYPES } from '#lib/model/post-types.ts'

export const adjacentPosts = defineBlock(
  'adjacent_posts',
  {
    previous_post: optionalAcf(acfId),
    next_post: optionalAcf(acfId),
    previous_label: z.string().default(''),
    next_label: z.string().default(''),
  },
  {
    label: 'Vorig en volgend artikel',
    load: 'static',
    hints: {
      previous_post: { type: 'post_object', post_type: EDITORIAL_POST_TYPES },
      next_post: { type: 'post_object', post_type: EDITORIAL_POST_TYPES },
    },
    refs: (block, add) => {
      if (block.previous_post) add.post(block.previous_post)
      if (block.next_post) add.post(block.next_post)
    },
  },
)
export type AdjacentPostsBlock = DefinedBlock<typeof adjacentPosts>
