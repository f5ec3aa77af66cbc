// `#lazy-blocks` outside the browser bundle (lazy-block.tsx): the components themselves, in the same Suspense boundary
// as on the client; nothing to preload.
import type { Registry } from './registry.ts'
import { suspended } from './lazy-block.tsx'
import { CalculateWeightForm } from './CalculateWeightForm.tsx'
import { ChipNumber } from './ChipNumber.tsx'
import { GravityForm } from './GravityForm.tsx'
import { HighlightedVideos } from './HighlightedVideos.tsx'
import { InteractiveImage } from './InteractiveImage.tsx'

export const LAZY_BLOCKS = {
  chip_number: suspended(ChipNumber),
  calculate_weight_form: suspended(CalculateWeightForm),
  gravity_form: suspended(GravityForm),
  interactive_image: suspended(InteractiveImage),
  highlighted_videos: suspended(HighlightedVideos),
} satisfies Partial<Registry>

export async function preloadLazyBlocks(_data: unknown): Promise<void> {}
