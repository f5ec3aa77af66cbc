// Text, image and interactive blocks: their layouts in the block registry (blocks/registry.ts).
import { LAZY_BLOCKS } from '#lazy-blocks'
import type { Registry } from './registry.ts'
import { Accordion } from './Accordion.tsx'
import { CallToAction } from './CallToAction.tsx'
import { ImageBlock } from './Image.tsx'
import { ImageGallery } from './ImageGallery.tsx'
import { IntroColumn } from './IntroColumn.tsx'
import { Questions } from './Questions.tsx'
import { Tabs } from './Tabs.tsx'
import { TextColumn } from './TextColumn.tsx'
import { TextImageColumn } from './TextImageColumn.tsx'
import { TextQuoteColumn } from './TextQuoteColumn.tsx'

export const TEXT_BLOCKS = {
  intro_column: IntroColumn,
  text_column: TextColumn,
  text_image_column: TextImageColumn,
  call_to_action: CallToAction,
  text_quote_column: TextQuoteColumn,
  image: ImageBlock,
  image_gallery: ImageGallery,
  tabs: Tabs,
  accordion: Accordion,
  questions: Questions,
  // Loaded when a page shows one (blocks/lazy-block.tsx).
  interactive_image: LAZY_BLOCKS.interactive_image,
} satisfies Partial<Registry>
