// The authors block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { defineBlock, type DefinedBlock } from '../define.ts'
import { AuthorRefSchema } from '../author/schema.ts'

export const authors = defineBlock(
  'authors',
  { authors: z.array(AuthorRefSchema).min(1) },
  { label: 'Auteurs', load: 'static', refs: (block, add) => block.authors.forEach(add.author) },
)
export type AuthorsBlock = DefinedBlock<typeof authors>
