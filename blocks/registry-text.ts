// Text, image and interactive blocks: their layouts in the block registry (blocks/registry.ts). STATIC_BLOCKS: kept as
// prerendered on the first page, their code loaded when needed (blocks/lazy-static.ts).
import { LAZY_BLOCKS, STATIC_BLOCKS } from '#lazy-blocks'
import type { Registry } from './registry.ts'
import { Accordion } from './Accordion.tsx'
import { ImageGallery } from './ImageGallery.tsx'
import { Questions } from './Questions.tsx'
import { Tabs } from './Tabs.tsx'
import { TextColumn } from './TextColumn.tsx'

export const TEXT_BLOCKS = {
  intro_column: STATIC_BLOCKS.intro_column,
  text_column: TextColumn,
  text_image_column: STATIC_BLOCKS.text_image_column,
  call_to_action: STATIC_BLOCKS.call_to_action,
  text_quote_column: STATIC_BLOCKS.text_quote_column,
  image: STATIC_BLOCKS.image,
  image_gallery: ImageGallery,
  tabs: Tabs,
  accordion: Accordion,
  questions: Questions,
  // Loaded when a page shows one (blocks/lazy-block.tsx).
  interactive_image: LAZY_BLOCKS.interactive_image,
} satisfies Partial<Registry>
