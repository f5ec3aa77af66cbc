// Plain text for the index from the snapshot's safe HTML and content blocks. The pipeline sanitized the HTML already,
// so stripping tags with a regular expression is exact enough here and ~50× faster than parsing it again.
import { tagsToText } from '#lib/format/tags-to-text.ts'
import type { ContentRows } from '#lib/model/types.ts'

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

/** Keys of block fields that hold text a visitor reads (HTML or plain); everything else (ids, urls, images) is skipped. */
const TEXT_KEYS = new Set(['text', 'content', 'quote', 'quote_author', 'subtitle', 'description', 'name', 'label'])
const SKIP_KEYS = new Set(['image', 'icon', 'button', 'link', 'form', 'scripts', 'styles', 'videos', 'anchor', 'type'])

type Collected = { headings: string[]; body: string[] }

function walk(value: unknown, out: Collected): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, out)
    return
  }
  if (typeof value !== 'object' || value === null) return
  for (const [key, field] of Object.entries(value)) {
    if (SKIP_KEYS.has(key)) continue
    if (typeof field === 'string') {
      if (key === 'title') out.headings.push(plainText(field))
      else if (TEXT_KEYS.has(key)) {
        out.headings.push(...headings(field))
        out.body.push(plainText(field))
      }
    } else if (typeof field === 'object' && field !== null) walk(field, out)
  }
}

/** Headings (block titles, tab and question titles, h2–h4) and body text of an entity's content rows. */
export function rowsText(rows: ContentRows | undefined): Collected {
  const out: Collected = { headings: [], body: [] }
  if (!rows) return out
  for (const row of rows.rows) walk(row.columns, out)
  if (rows.toc) walk(rows.toc.items, out)
  return { headings: out.headings.filter(Boolean), body: out.body.filter(Boolean) }
}
