// Which module holds the code of each rarely used block the browser loads with the page that shows it (`#lazy-blocks`,
// blocks/lazy-block.tsx), each in a chunk of its own. Names only: the browser's preload (lazy-blocks.client.ts), the
// chunking (vite.config.ts) and the JS budget test (tests/budgets/page-js.ts) read this without loading any block.
// Decision 021 tried every hydrating block here: the article's JS grew (132.9 KB in 14 files against 131.6 in 10), the
// common blocks share most of their code, so they stay in the blocks every page loads.
import { LAZY_LAYOUTS } from '#block-loads'
import { componentModule } from './component-name.ts'
import type { LayoutLoadedAs } from './definitions.ts'

export type LazyLayout = LayoutLoadedAs<'lazy'>
const LAZY_SET: ReadonlySet<string> = new Set(LAZY_LAYOUTS)

/** Layout → the file under blocks/ (the block's folder and component, without .tsx) whose dynamic import
 *  lazy-blocks.client.ts makes for it: every block that declares `load: 'lazy'` (blocks/<layout>/schema.ts), and only
 *  those (read from `#block-loads`, so the browser loads no schema; the file by blocks/component-name.ts). */
export const LAZY_BLOCK_MODULES = /* @__PURE__ */ Object.fromEntries(
  LAZY_LAYOUTS.map((layout) => [layout, componentModule(layout)]),
) as Readonly<Record<LazyLayout, string>>

// A block's layout is its `type` (lib/model/types.ts BlockFields); other objects' `type`s (a video's, a form field's)
// are never a lazy layout's name.
const LAYOUT = /"type":"(\w+)"/g

/** The lazily loaded layouts the page's data holds. */
export function lazyLayoutsIn(data: unknown): LazyLayout[] {
  const found = new Set<LazyLayout>()
  for (const m of JSON.stringify(data ?? null).matchAll(LAYOUT)) {
    const layout = m[1] ?? ''
    if (LAZY_SET.has(layout)) found.add(layout as LazyLayout)
  }
  return [...found]
}
