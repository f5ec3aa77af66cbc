// `#block-loads` in the browser bundle: how each block's component loads, by layout, as the build read it from the
// manifest (blocks/vite-block-components.ts writes it as data), so that the browser knows which blocks are static and
// which lazy without loading a schema (tests/e2e/budgets-js.spec.ts).
import { BLOCK_LOADS as LOADS } from 'virtual:hoefslag/block-loads'
import type { BlockLoads } from './block-props.ts'

export const BLOCK_LOADS: BlockLoads = LOADS
