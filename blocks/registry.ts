// The content blocks (spec §2 Content blocks): acf_fc_layout → component. Typed so a missing layout is a type error
// and each component receives its own block type. Every block's outer element carries data-block="<layout>".
import { createElement, Fragment, type ComponentType, type Key, type ReactElement, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { BlockRefs } from '#content/block-refs.ts'
import type { Block, BlockLayout } from '#lib/model/types.ts'
import { TEXT_BLOCKS } from './registry-text.ts'
import { MEDIA_BLOCKS } from './registry-media.ts'
import { CARD_BLOCKS } from './registry-cards.ts'

export type BlockOf<L extends BlockLayout> = Extract<Block, { acf_fc_layout: L }>
export type BlockProps<L extends BlockLayout> = { block: BlockOf<L>; refs: BlockRefs }
export type Registry = { [L in BlockLayout]: ComponentType<BlockProps<L>> }

/** One group file per family of blocks, so each can be worked on alone; together they must cover every layout. */
export const BLOCKS = { ...TEXT_BLOCKS, ...MEDIA_BLOCKS, ...CARD_BLOCKS } satisfies Registry

const REGISTRY: Registry = BLOCKS
/** Indexing the mapped type with a type parameter keeps layout and props tied together (no cast needed). */
const componentFor = <L extends BlockLayout>(layout: L): ComponentType<BlockProps<L>> | undefined =>
  Object.hasOwn(REGISTRY, layout) ? REGISTRY[layout] : undefined

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
export function renderBlock(block: Block, refs: BlockRefs, key?: Key): ReactElement | null {
  const layout: string = block.acf_fc_layout
  const component = componentFor(block.acf_fc_layout)
  if (!component) {
    if (!warned.has(layout)) console.warn(`[blocks] no component for block layout ${JSON.stringify(layout)}: not rendered`)
    warned.add(layout)
    return null
  }
  return createElement(PageScoped, { key, children: createElement(component, { block, refs }) })
}
