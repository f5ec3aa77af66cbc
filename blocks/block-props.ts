// What a block component receives and the registry's type, apart from the registry itself: every block imports these,
// and the registry imports every block (so the blocks importing the registry would be an import circle).
import type { ComponentType } from 'react'
import type { BlockRefs } from '#content/block-refs.ts'
import type { BlockLayout, BlockOf } from './definitions.ts'

export type { BlockOf }
export type BlockProps<L extends BlockLayout> = { block: BlockOf<L>; refs: BlockRefs }
export type Registry = { [L in BlockLayout]: ComponentType<BlockProps<L>> }
