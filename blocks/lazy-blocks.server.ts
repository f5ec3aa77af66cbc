// `#lazy-blocks` outside the browser bundle (lazy-block.tsx): the components themselves, in the same Suspense boundary
// as on the client; nothing to preload. The static blocks (lazy-static.ts) likewise.
import type { ComponentType } from 'react'
import type { BlockProps, Registry } from './block-props.ts'
import { suspended } from './lazy-block.tsx'
import { STATIC_BLOCK_COMPONENTS } from './lazy-static-blocks.ts'
import { STATIC_LAYOUTS, type StaticLayout } from './lazy-static.ts'
import { COMPONENTS as LAZY_COMPONENTS } from 'virtual:hoefslag/block-components/lazy'
import type { LazyLayout } from './lazy-modules.ts'

type LazyRegistry = Pick<Registry, LazyLayout>
const suspendedLazy = <L extends LazyLayout>(layout: L): ComponentType<BlockProps<L>> =>
  suspended((LAZY_COMPONENTS satisfies LazyRegistry as LazyRegistry)[layout])

// The blocks that declare `load: 'lazy'` (blocks/vite-block-components.ts imports them from the manifest).
export const LAZY_BLOCKS = Object.fromEntries(
  (Object.keys(LAZY_COMPONENTS) as LazyLayout[]).map((layout) => [layout, suspendedLazy(layout)]),
) as LazyRegistry

type StaticRegistry = { [L in StaticLayout]: ComponentType<BlockProps<L>> }
const suspendedBlock = <L extends StaticLayout>(layout: L): ComponentType<BlockProps<L>> =>
  suspended((STATIC_BLOCK_COMPONENTS satisfies StaticRegistry as StaticRegistry)[layout])

export const STATIC_BLOCKS = Object.fromEntries(
  STATIC_LAYOUTS.map((layout) => [layout, suspendedBlock(layout)]),
) as StaticRegistry

export async function preloadLazyBlocks(_data: unknown, _hydration = false): Promise<void> {}
