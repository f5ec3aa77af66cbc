// The image_gallery block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { WpImageSchema, WpLinkSchema, acfNumber, optionalAcf } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'

export const imageGallery = defineBlock(
  'image_gallery',
  {
    items: z.array(z.object({ image: WpImageSchema, link: optionalAcf(WpLinkSchema) })).min(1),
    columns: acfNumber(z.number().int().min(1).max(6).default(3)),
  },
  { label: 'Fotogalerij', load: 'eager' },
)
export type ImageGalleryBlock = DefinedBlock<typeof imageGallery>
