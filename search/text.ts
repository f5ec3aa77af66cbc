// Plain text for the index from the snapshot's safe HTML and content blocks (each block's text as its declaration
// says: blocks/<layout>/schema.ts `fields`). The pipeline sanitized the HTML already,
// so stripping tags with a regular expression is exact enough here and ~50× faster than parsing it again.
import { tagsToText } from '#lib/format/tags-to-text.ts'
import type { BlockFields, ContentRows, TocEntry } from '#lib/model/types.ts'
import { blockFieldKinds, type FieldKind, type FieldKinds } from '#content/block-fields.ts'

const NON_TEXT = /<(script|style|template|iframe|noscript)\b[\s\S]*?<\/\1\s*>/gi
const HEADING = /<h([2-4])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi

/** The words of an HTML fragment, tags replaced by spaces, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  if (!html) return ''
  return tagsToText(html.replace(NON_TEXT, ' '))
}

/** The text of the h2–h4 headings of an HTML fragment. */
export function headings(html: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(HEADING)) {
    const text = plainText(match[2] ?? '')
    if (text) found.push(text)
  }
  return found
}

type Collected = { headings: string[]; body: string[] }

/** A table-of-contents entry: the row list's (children always there) or a block's (children when it has any). */
type TocItem = Omit<TocEntry, 'children'> & { children?: readonly TocItem[] }

/** Table-of-contents entries: their titles, at every depth, are headings. */
function tocTitles(entries: readonly TocItem[], out: Collected): void {
  for (const entry of entries) {
    out.headings.push(plainText(entry.title))
    tocTitles(entry.children ?? [], out)
  }
}

/**
 * A value's text by what its block declares it is (blocks/define.ts FieldKind): `html` and `text` are body text with
 * their h2–h4 headings, `heading` a heading, `toc` entries' titles headings; anything undeclared (ids, urls, images,
 * links, an embed, a form) is skipped.
 */
function collect(value: unknown, kind: FieldKind | FieldKinds | undefined, out: Collected): void {
  if (kind === undefined || kind === 'embed' || kind === 'assets') return
  if (Array.isArray(value)) {
    if (kind === 'toc') tocTitles(value as TocItem[], out)
    else for (const item of value) collect(item, kind, out)
    return
  }
  if (typeof value === 'string') {
    if (kind === 'heading') out.headings.push(plainText(value))
    else if (kind === 'html' || kind === 'text') {
      out.headings.push(...headings(value))
      out.body.push(plainText(value))
    }
    return
  }
  if (typeof kind !== 'object' || typeof value !== 'object' || value === null) return
  for (const [key, field] of Object.entries(value)) collect(field, kind[key], out)
}

/** A block's text: its title a heading, then its fields as its declaration says, in the block's order. */
function blockText(block: BlockFields, out: Collected): void {
  collect(block, blockFieldKinds(block.type), out)
}

/** Headings (block titles, tab and question titles, h2–h4) and body text of an entity's content rows. */
export function rowsText(rows: ContentRows | undefined): Collected {
  const out: Collected = { headings: [], body: [] }
  if (!rows) return out
  for (const row of rows.rows) for (const column of row.columns) for (const block of column) blockText(block, out)
  if (rows.toc) tocTitles(rows.toc.items, out)
  return { headings: out.headings.filter(Boolean), body: out.body.filter(Boolean) }
}
