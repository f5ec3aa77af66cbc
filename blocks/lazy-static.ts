// The content blocks that never change in the browser (no state, no handlers, no effects): links, text, images and
// cards. Their HTML as prerendered is all a page needs, so on the first page the browser neither loads their code nor
// hydrates them (views/page/Rows.tsx keeps a column's prerendered DOM when every block in it is one of these);
// their code (blocks/lazy-static-blocks.ts, one chunk) arrives only for a client navigation to a page that shows one,
// or for a column where one sits beside a block that does hydrate. A block added here must stay free of anything
// interactive: blocks/lazy-static.test.ts renders each and checks.
// This module holds names only, so that Rows and the preload can tell without loading any block's code.
// The names are the blocks that declare `load: 'static'` (blocks/<layout>/schema.ts), read from `#block-loads`: the
// manifest outside the browser, the build's copy of the list in it (the browser loads no schema).
import { STATIC_LAYOUTS } from '#block-loads'
import type { LayoutLoadedAs } from './definitions.ts'

export type StaticLayout = LayoutLoadedAs<'static'>
export { STATIC_LAYOUTS }
const STATIC_SET: ReadonlySet<string> = new Set(STATIC_LAYOUTS)

export const isStaticLayout = (layout: string): layout is StaticLayout => STATIC_SET.has(layout)

/** A column whose prerendered DOM the browser keeps as it is on the first page: it holds blocks, all of them static. */
export const keepsServerHtml = (column: readonly { type: string }[]): boolean =>
  column.length > 0 && column.every((block) => isStaticLayout(block.type))

type Json = unknown
/** A normalized block (lib/model/types.ts BlockFields): a `type` and a heading level (other objects have a `type` too). */
const isBlock = (v: Json): v is { type: string } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { type?: unknown }).type === 'string' &&
  typeof (v as { headingLevel?: unknown }).headingLevel === 'number'

/**
 * Whether the page's data holds a static block the browser renders with its code: on a client navigation any static
 * block; on the first page (hydration) one that shares its column with a block that hydrates (Rows' columns are the
 * arrays of blocks in the data).
 */
export function needsStaticCode(data: Json, hydration: boolean): boolean {
  let needed = false
  const visit = (v: Json): void => {
    if (needed || typeof v !== 'object' || v === null) return
    if (Array.isArray(v)) {
      if (v.length > 0 && v.every(isBlock)) {
        const anyStatic = v.some((b) => isStaticLayout(b.type))
        if (anyStatic && (!hydration || !keepsServerHtml(v))) needed = true
        return
      }
      for (const item of v) visit(item)
      return
    }
    for (const item of Object.values(v)) visit(item)
  }
  visit(data)
  return needed
}
