// Video, ads, table of contents and newsletter blocks: their layouts in the block registry (blocks/registry.ts).
import type { Registry } from './registry.ts'
import { Ad } from './Ad.tsx'
import { HighlightedVideos } from './HighlightedVideos.tsx'
import { MailblueForm } from './MailblueForm.tsx'
import { TableOfContents } from './TableOfContents.tsx'
import { Video } from './Video.tsx'

export const MEDIA_BLOCKS = {
  video: Video,
  highlighted_videos: HighlightedVideos,
  ad: Ad,
  table_of_contents: TableOfContents,
  mailblue_form: MailblueForm,
} satisfies Partial<Registry>
