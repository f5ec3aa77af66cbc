// Video, ads, table of contents and newsletter blocks: their layouts in the block registry (blocks/registry.ts).
import { LAZY_BLOCKS } from '#lazy-blocks'
import type { Registry } from './registry.ts'
import { Ad } from './Ad.tsx'
import { MailblueForm } from './MailblueForm.tsx'
import { TableOfContents } from './TableOfContents.tsx'
import { Video } from './Video.tsx'

export const MEDIA_BLOCKS = {
  video: Video,
  ad: Ad,
  table_of_contents: TableOfContents,
  mailblue_form: MailblueForm,
  // Loaded when a page shows one (blocks/lazy-block.tsx).
  highlighted_videos: LAZY_BLOCKS.highlighted_videos,
} satisfies Partial<Registry>
