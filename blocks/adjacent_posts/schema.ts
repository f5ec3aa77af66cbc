// The adjacent_posts block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { acfId, optionalAcf } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'

export const adjacentPosts = defineBlock(
  'adjacent_posts',
  {
    previous_post: optionalAcf(acfId),
    next_post: optionalAcf(acfId),
    previous_label: z.string().default(''),
    next_label: z.string().default(''),
  },
  {
    refs: (block, add) => {
      if (block.previous_post) add.post(block.previous_post)
      if (block.next_post) add.post(block.next_post)
    },
  },
)
export type AdjacentPostsBlock = DefinedBlock<typeof adjacentPosts>
