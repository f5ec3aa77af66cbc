// The table_of_contents block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { defineBlock, type DefinedBlock } from '../define.ts'

export type TocEntryInput = { title: string; anchor: string; children?: TocEntryInput[] }
/** A table-of-contents entry; the row list's table of contents (pipeline/schemas/wp/blocks.ts) is made of these too. */
export const TocEntrySchema: z.ZodType<TocEntryInput> = z.lazy(() =>
  z.object({ title: z.string().min(1), anchor: z.string().min(1), children: z.array(TocEntrySchema).optional() }),
)

export const tableOfContents = defineBlock(
  'table_of_contents',
  { items: z.array(TocEntrySchema).min(1) },
  { label: 'Inhoudsopgave', load: 'eager', fields: { items: 'toc' } },
)
export type TableOfContentsBlock = DefinedBlock<typeof tableOfContents>
