// `#lazy-blocks` in the browser bundle (lazy-block.tsx): each block's code is fetched when a page that holds one is
// about to render (preloadLazyBlocks, from renderer/+onBeforeRenderClient.ts: before hydration and before a client
// navigation renders), so the block renders at once; anything else that renders one waits in its Suspense boundary.
// The keys must match lazy-blocks.server.ts (blocks/lazy-blocks.test.ts).
import { createElement, use, type ComponentType, type ReactElement } from 'react'
import type { BlockLayout } from '../pipeline/model/types.ts'
import type { BlockProps } from './registry.ts'
import { suspended } from './lazy-block.tsx'

type Loadable<L extends BlockLayout> = { component: ComponentType<BlockProps<L>>; preload: () => Promise<ComponentType<BlockProps<L>>> }

function loadable<L extends BlockLayout>(load: () => Promise<ComponentType<BlockProps<L>>>): Loadable<L> {
  let loaded: ComponentType<BlockProps<L>> | undefined
  let pending: Promise<ComponentType<BlockProps<L>>> | undefined
  const preload = () => (pending ??= load().then((component) => (loaded = component)))
  function LazyBlockCode(props: BlockProps<L>): ReactElement {
    return createElement(loaded ?? use(preload()), props)
  }
  return { component: suspended(LazyBlockCode), preload }
}

const LOADABLE = {
  chip_number: loadable(() => import('./ChipNumber.tsx').then((m) => m.ChipNumber)),
  calculate_weight_form: loadable(() => import('./CalculateWeightForm.tsx').then((m) => m.CalculateWeightForm)),
  gravity_form: loadable(() => import('./GravityForm.tsx').then((m) => m.GravityForm)),
  interactive_image: loadable(() => import('./InteractiveImage.tsx').then((m) => m.InteractiveImage)),
  highlighted_videos: loadable(() => import('./HighlightedVideos.tsx').then((m) => m.HighlightedVideos)),
}

export const LAZY_BLOCKS = {
  chip_number: LOADABLE.chip_number.component,
  calculate_weight_form: LOADABLE.calculate_weight_form.component,
  gravity_form: LOADABLE.gravity_form.component,
  interactive_image: LOADABLE.interactive_image.component,
  highlighted_videos: LOADABLE.highlighted_videos.component,
}

const LAYOUT = /"acf_fc_layout":"(chip_number|calculate_weight_form|gravity_form|interactive_image|highlighted_videos)"/g

/** The code of every lazily loaded block the page's data holds, fetched at once (all at the same time). */
export async function preloadLazyBlocks(data: unknown): Promise<void> {
  const json = JSON.stringify(data ?? null)
  const layouts = new Set([...json.matchAll(LAYOUT)].map((m) => m[1] as keyof typeof LOADABLE))
  await Promise.all([...layouts].map((layout) => LOADABLE[layout].preload()))
}
