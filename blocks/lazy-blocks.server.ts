// `#lazy-blocks` outside the browser bundle (lazy-block.tsx): the components themselves, in the same Suspense boundary
// as on the client; nothing to preload. The static blocks (lazy-static.ts) likewise.
import type { ComponentType } from 'react'
import type { BlockProps, Registry } from './block-props.ts'
import { suspended } from './lazy-block.tsx'
import { STATIC_BLOCK_COMPONENTS } from './lazy-static-blocks.ts'
import { STATIC_LAYOUTS, type StaticLayout } from './lazy-static.ts'
import { CalculateWeightForm } from './calculate_weight_form/CalculateWeightForm.tsx'
import { ChipNumber } from './chip_number/ChipNumber.tsx'
import { GravityForm } from './gravity_form/GravityForm.tsx'
import { HighlightedVideos } from './highlighted_videos/HighlightedVideos.tsx'
import { InteractiveImage } from './interactive_image/InteractiveImage.tsx'
import type { LazyLayout } from './lazy-modules.ts'

export const LAZY_BLOCKS = {
  chip_number: suspended(ChipNumber),
  calculate_weight_form: suspended(CalculateWeightForm),
  gravity_form: suspended(GravityForm),
  interactive_image: suspended(InteractiveImage),
  highlighted_videos: suspended(HighlightedVideos),
} satisfies Pick<Registry, LazyLayout>

type StaticRegistry = { [L in StaticLayout]: ComponentType<BlockProps<L>> }
const suspendedBlock = <L extends StaticLayout>(layout: L): ComponentType<BlockProps<L>> =>
  suspended((STATIC_BLOCK_COMPONENTS satisfies StaticRegistry as StaticRegistry)[layout])

export const STATIC_BLOCKS = Object.fromEntries(
  STATIC_LAYOUTS.map((layout) => [layout, suspendedBlock(layout)]),
) as StaticRegistry

export async function preloadLazyBlocks(_data: unknown, _hydration = false): Promise<void> {}
