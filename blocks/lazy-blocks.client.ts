// `#lazy-blocks` in the browser bundle (lazy-block.tsx): each rarely used block's code (lazy-modules.ts) is fetched
// when a page that holds one is about to render (preloadLazyBlocks, from pages/+onBeforeRenderClient.ts: before hydration and before a client
// navigation renders), so the block renders at once; anything else that renders one waits in its Suspense boundary.
// The keys must match lazy-blocks.server.ts (blocks/lazy-blocks.test.ts).
import { createElement, use, type ComponentType, type ReactElement } from 'react'
import type { BlockLayout } from './definitions.ts'
import type { BlockProps } from './block-props.ts'
import { LOADERS } from 'virtual:hoefslag/block-loaders/lazy'
import { suspended } from './lazy-block.tsx'
import { lazyLayoutsIn, type LazyLayout } from './lazy-modules.ts'
import { STATIC_LAYOUTS, needsStaticCode, type StaticLayout } from './lazy-static.ts'
import type { STATIC_BLOCK_COMPONENTS as StaticBlockComponents } from './lazy-static-blocks.ts'

type Loadable<L extends BlockLayout> = {
  component: ComponentType<BlockProps<L>>
  preload: () => Promise<ComponentType<BlockProps<L>>>
}

function loadable<L extends BlockLayout>(load: () => Promise<ComponentType<BlockProps<L>>>): Loadable<L> {
  let loaded: ComponentType<BlockProps<L>> | undefined
  let pending: Promise<ComponentType<BlockProps<L>>> | undefined
  const preload = () => (pending ??= load().then((component) => (loaded = component)))
  function LazyBlockCode(props: BlockProps<L>): ReactElement {
    return createElement(loaded ?? use(preload()), props)
  }
  return { component: suspended(LazyBlockCode), preload }
}

// Each lazy block's dynamic import, a chunk of its own (blocks/vite-block-components.ts writes them from the manifest).
const lazyBlock = <L extends LazyLayout>(layout: L) => loadable<L>(LOADERS[layout])
const LOADABLE = Object.fromEntries(
  (Object.keys(LOADERS) as LazyLayout[]).map((layout) => [layout, lazyBlock(layout)]),
) as { [L in LazyLayout]: Loadable<L> }

/** The components of a map of loadables, by the same keys. */
const componentsOf = <T extends Record<string, { component: unknown }>>(loadables: T) =>
  Object.fromEntries(Object.entries(loadables).map(([layout, l]) => [layout, l.component])) as {
    [K in keyof T]: T[K]['component']
  }

export const LAZY_BLOCKS = componentsOf(LOADABLE)

// The static blocks (lazy-static.ts): one chunk for all of them, fetched once.
let staticCode: Promise<{ STATIC_BLOCK_COMPONENTS: typeof StaticBlockComponents }> | undefined
const loadStatic = () => (staticCode ??= import('./lazy-static-blocks.ts'))
type StaticComponents = { [L in StaticLayout]: ComponentType<BlockProps<L>> }
const staticBlock = <L extends StaticLayout>(layout: L) =>
  loadable<L>(() =>
    loadStatic().then((m) => (m.STATIC_BLOCK_COMPONENTS satisfies StaticComponents as StaticComponents)[layout]),
  )

const STATIC = Object.fromEntries(STATIC_LAYOUTS.map((layout) => [layout, staticBlock(layout)])) as {
  [L in StaticLayout]: Loadable<L>
}

export const STATIC_BLOCKS = componentsOf(STATIC)

/**
 * The code of every lazily loaded block the page's data holds, fetched at once (all at the same time), and the static
 * blocks' code when the page renders one with it (lazy-static.ts: not on hydration when Rows keeps their HTML).
 */
export async function preloadLazyBlocks(data: unknown, hydration = false): Promise<void> {
  const loads: Promise<unknown>[] = lazyLayoutsIn(data).map((layout) => LOADABLE[layout].preload())
  if (needsStaticCode(data, hydration)) loads.push(Promise.all(Object.values(STATIC).map((block) => block.preload())))
  await Promise.all(loads)
}
