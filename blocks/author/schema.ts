// The author block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { acfId } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'

/** A reference to a WordPress user or a guest author (spec §3 Author), also the articles' `authors` field. */
export const AuthorRefSchema = z.object({ type: z.enum(['user', 'guest_author']).default('user'), id: acfId })

export const author = defineBlock(
  'author',
  { author: AuthorRefSchema },
  { label: 'Auteur', load: 'static', refs: (block, add) => add.author(block.author) },
)
export type AuthorBlock = DefinedBlock<typeof author>
