// The highlighted_videos block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { WpImageSchema, optionalAcf } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'

export const VideoSchema = z.object({
  video_id: z.string().min(1),
  type: z.enum(['youtube', 'vimeo']),
  title: z.string(),
  image: optionalAcf(WpImageSchema),
})

export const highlightedVideos = defineBlock(
  'highlighted_videos',
  { videos: z.array(VideoSchema).min(1) },
  { label: 'Uitgelichte video’s', load: 'lazy' },
)
export type HighlightedVideosBlock = DefinedBlock<typeof highlightedVideos>
