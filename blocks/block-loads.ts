// How each block's component loads, by layout (`#block-loads` outside the browser bundle: the server, the tests, the
// build's tools): read from the manifest itself. The browser bundle gets the same record from the build
// (blocks/block-loads.client.ts), without the zod schemas the manifest holds.
import { BLOCK_DEFINITIONS } from './definitions.ts'
import type { BlockLoads } from './block-props.ts'

export const BLOCK_LOADS = Object.fromEntries(BLOCK_DEFINITIONS.map((d) => [d.layout, d.load])) as BlockLoads
