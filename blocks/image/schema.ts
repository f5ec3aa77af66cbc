// The image block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { WpImageSchema, WpLinkSchema, optionalAcf } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'

export const image = defineBlock(
  'image',
  { image: WpImageSchema, link: optionalAcf(WpLinkSchema) },
  { label: 'Afbeelding', load: 'static' },
)
export type ImageBlock = DefinedBlock<typeof image>
