// The component registry (spec §2 Content blocks): layout (the block's `type`) → component, each block loaded one of three ways
// (decision 021): eager (in the blocks every page loads), static (kept as prerendered on the first page, its code
// loaded when needed: lazy-static.ts) or lazy (loaded when a page shows one: lazy-block.tsx), as its declaration's
// `load` says. The components are found from the manifest (definitions.ts) by their file's name
// (blocks/vite-block-components.ts, component-name.ts): a declared block without its component stops the build naming
// the file it expects, and each component receives its own normalized block type. Every block's outer element carries
// data-block="<layout>".
import { createElement, Fragment, type ComponentType, type Key, type ReactElement, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { BlockRefs } from '#content/block-refs.ts'
import type { BlockFields } from '#lib/model/types.ts'
import { LAZY_BLOCKS, STATIC_BLOCKS } from '#lazy-blocks'
// Types only: the definitions hold the zod schemas, which the browser must not load (tests/e2e/budgets-js.spec.ts).
import type { Block, BlockLayout } from './definitions.ts'
import type { BlockProps, Registry } from './block-props.ts'
import { COMPONENTS as EAGER_BLOCKS } from 'virtual:hoefslag/block-components/eager'

export const BLOCKS = {
  // Eager: interactive and common, in the blocks every page loads — the blocks that declare `load: 'eager'`, imported
  // here by blocks/vite-block-components.ts.
  ...EAGER_BLOCKS,
  // Static: no state, no handlers; their code arrives only when a page renders one with it (lazy-static.ts).
  ...STATIC_BLOCKS,
  // Lazy: rarely used; loaded when a page shows one (lazy-modules.ts, lazy-block.tsx).
  ...LAZY_BLOCKS,
} satisfies Registry

const REGISTRY: Registry = BLOCKS
/** Indexing the mapped type with a type parameter keeps layout and props tied together (no cast needed). */
const componentFor = <L extends BlockLayout>(layout: L): ComponentType<BlockProps<L>> => REGISTRY[layout]
/** A block of the snapshot as its own type, when this build has its layout (a snapshot may be older or newer). */
const isRegistered = (block: BlockFields): block is Block => Object.hasOwn(REGISTRY, block.type)

/** Layouts already warned about: a stale snapshot may hold many blocks of a layout this build no longer knows. */
const warned = new Set<string>()

/**
 * A block belongs to its page: on client navigation to another page whose rows have the same shape, React would keep the
 * block's state (an open accordion item, the chosen tab, typed form values). Keyed by the path, the block starts afresh;
 * an in-page link (#anchor) keeps the path and the state.
 */
function PageScoped({ children }: { children: ReactNode }): ReactElement {
  return createElement(Fragment, { key: usePageContext().urlPathname }, children)
}

/**
 * The block's component with its references, fresh on every page. A layout without a component (a snapshot older or
 * newer than this build) renders nothing, with one warning per layout.
 */
export function renderBlock(block: BlockFields, refs: BlockRefs, key?: Key): ReactElement | null {
  if (!isRegistered(block)) {
    const layout = block.type
    if (!warned.has(layout))
      console.warn(`[blocks] no component for block layout ${JSON.stringify(layout)}: not rendered`)
    warned.add(layout)
    return null
  }
  return createElement(PageScoped, { key, children: createElement(componentFor(block.type), { block, refs }) })
}
