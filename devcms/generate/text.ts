// Small text helpers for generated content: slugs, HTML escaping the way WordPress renders text, dates.

export const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A slug cut to at most `max` characters at a word boundary. */
export function shortSlug(s: string, max: number): string {
  const slug = slugify(s)
  if (slug.length <= max) return slug
  const cut = slug.slice(0, max + 1)
  const at = cut.lastIndexOf('-')
  return (at > 10 ? cut.slice(0, at) : slug.slice(0, max)).replace(/-$/, '')
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** Plain text as WordPress renders it in `rendered` fields: escaped, apostrophes as a typographic quote (wptexturize). */
export const render = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c).replace(/'/g, '&#8217;')

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Dutch list: "a, b en c". */
export const joinNl = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items[items.length - 1] ?? ''}`

export const countWords = (text: string) => {
  let n = 0
  for (const w of text.split(/\s+/)) if (w) n++
  return n
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Local wall-clock time `YYYY-MM-DDTHH:MM:SS` of a millisecond value read as UTC (no time zone involved). */
export const wallClock = (ms: number) => {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

export const DAY_MS = 86_400_000
