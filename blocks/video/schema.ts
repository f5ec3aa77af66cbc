// The video block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { WpImageSchema, optionalAcf } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'

export const video = defineBlock(
  'video',
  {
    embed_type: z.enum(['url', 'quadia', 'iframe']),
    video_oembed: z.string().default(''),
    video_iframe: z.string().default(''),
    quadia_data_video_id: z.string().default(''),
    quadia_data_id: z.string().default(''),
    key: z.string().default(''),
    image: optionalAcf(WpImageSchema),
    subtitle: z.string().default(''),
  },
  {
    label: 'Video',
    load: 'eager',
    fields: { video_iframe: 'embed', subtitle: 'text' },
    hints: { video_iframe: { type: 'textarea' } },
  },
)
export type VideoBlock = DefinedBlock<typeof video>
