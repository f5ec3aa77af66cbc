// The text_image_column block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { WpImageSchema, WpLinkSchema, optionalAcf } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, html, type DefinedBlock } from '../define.ts'

export const textImageColumn = defineBlock(
  'text_image_column',
  {
    text: html,
    image: WpImageSchema,
    image_position: z.enum(['left', 'right']).default('right'),
    button: optionalAcf(WpLinkSchema),
  },
  { label: 'Tekst met afbeelding', load: 'static', fields: { text: 'html' } },
)
export type TextImageColumnBlock = DefinedBlock<typeof textImageColumn>
