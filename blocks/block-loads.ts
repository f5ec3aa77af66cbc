// Which blocks load statically and which lazily, by layout (`#block-loads` outside the browser bundle: the server, the
// tests, the build's tools): read from the manifest itself. The browser bundle gets the same lists from the build
// (blocks/block-loads.client.ts), without the zod schemas the manifest holds.
import { BLOCK_DEFINITIONS, type LayoutLoadedAs } from './definitions.ts'

export const STATIC_LAYOUTS = BLOCK_DEFINITIONS.filter((d) => d.load === 'static').map(
  (d) => d.layout,
) as LayoutLoadedAs<'static'>[]
export const LAZY_LAYOUTS = BLOCK_DEFINITIONS.filter((d) => d.load === 'lazy').map(
  (d) => d.layout,
) as LayoutLoadedAs<'lazy'>[]
