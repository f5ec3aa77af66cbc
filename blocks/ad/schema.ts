// The ad block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { acfNumber } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'

export const ad = defineBlock(
  'ad',
  {
    google_ad_id: z.string().default(''),
    google_ad_unit: z.string().min(1),
    google_ad_size_width: acfNumber(z.number().int().positive()),
    google_ad_size_height: acfNumber(z.number().int().positive()),
  },
  { label: 'Advertentie', load: 'eager' },
)
export type AdBlock = DefinedBlock<typeof ad>
