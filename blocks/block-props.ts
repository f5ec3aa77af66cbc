// What a block component receives and the registry's type, apart from the registry itself: every block imports these,
// and the registry imports every block (so the blocks importing the registry would be an import circle).
import type { ComponentType } from 'react'
import type { BlockRefs } from '#content/block-refs.ts'
import type { BlockLoad } from './define.ts'
import type { BlockLayout, BlockOf, LayoutLoadedAs } from './definitions.ts'

export type { BlockOf }
export type BlockProps<L extends BlockLayout> = { block: BlockOf<L>; refs: BlockRefs }
export type Registry = { [L in BlockLayout]: ComponentType<BlockProps<L>> }
/** The components of the blocks that declare `load: Ld`, by layout (blocks/vite-block-components.ts). */
export type ComponentsLoadedAs<Ld extends BlockLoad> = { [L in LayoutLoadedAs<Ld>]: ComponentType<BlockProps<L>> }
