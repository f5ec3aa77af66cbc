// The articles_list block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { acfBoolean, acfId } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'
import { EDITORIAL_POST_TYPES } from '#lib/model/post-types.ts'

export const articlesList = defineBlock(
  'articles_list',
  { posts: z.array(acfId).min(1), numbered: acfBoolean() },
  {
    label: 'Artikellijst',
    load: 'static',
    hints: { posts: { type: 'relationship', post_type: EDITORIAL_POST_TYPES } },
    refs: (block, add) => block.posts.forEach(add.post),
  },
)
export type ArticlesListBlock = DefinedBlock<typeof articlesList>
