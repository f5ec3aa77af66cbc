// The accordion block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { WpImageSchema, WpLinkSchema, optionalAcf } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, html, type DefinedBlock } from '../define.ts'

/** An accordion item; the questions block's questions are these too. */
export const AccordionItemSchema = z.object({
  name: z.string().optional(),
  title: z.string().optional(),
  content: html,
  image: optionalAcf(WpImageSchema),
  button: optionalAcf(WpLinkSchema),
  anchor: z.string().default(''),
})

export const accordion = defineBlock(
  'accordion',
  { items: z.array(AccordionItemSchema).min(1) },
  { label: 'Accordeon', load: 'eager', fields: { items: { name: 'text', title: 'heading', content: 'html' } } },
)
export type AccordionBlock = DefinedBlock<typeof accordion>
