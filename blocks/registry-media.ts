// Video, ads, table of contents and newsletter blocks: their layouts in the block registry (blocks/registry.ts).
import type { Registry } from './registry.ts'
import { BlockPlaceholder } from './BlockPlaceholder.tsx'

export const MEDIA_BLOCKS = {
  video: BlockPlaceholder,
  highlighted_videos: BlockPlaceholder,
  ad: BlockPlaceholder,
  table_of_contents: BlockPlaceholder,
  mailblue_form: BlockPlaceholder,
} satisfies Partial<Registry>
