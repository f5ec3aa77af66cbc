// Text, image and interactive blocks: their layouts in the block registry (blocks/registry.ts).
import type { Registry } from './registry.ts'
import { BlockPlaceholder } from './BlockPlaceholder.tsx'

export const TEXT_BLOCKS = {
  intro_column: BlockPlaceholder,
  text_column: BlockPlaceholder,
  text_image_column: BlockPlaceholder,
  call_to_action: BlockPlaceholder,
  text_quote_column: BlockPlaceholder,
  image: BlockPlaceholder,
  image_gallery: BlockPlaceholder,
  tabs: BlockPlaceholder,
  accordion: BlockPlaceholder,
  questions: BlockPlaceholder,
  interactive_image: BlockPlaceholder,
} satisfies Partial<Registry>
