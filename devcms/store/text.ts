// Plain text from rendered WordPress HTML: tags stripped, common entities decoded, whitespace collapsed.
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  euml: 'ë',
  eacute: 'é',
  iuml: 'ï',
  ouml: 'ö',
  uuml: 'ü',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** Inline tags join their text to the words around them ("<em>droes</em>?" → "droes?"); other tags separate words. */
const INLINE_TAG = /<\/?(?:em|strong|i|b|u|sup|sub|span|a|abbr|small|mark|code)\b[^>]*>/gi

export function plainText(html: string): string {
  return decodeEntities(html.replace(INLINE_TAG, '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

/** The plain `rendered` text of a `{ rendered }` field, or '' when absent. */
export function renderedText(field: unknown): string {
  if (typeof field !== 'object' || field === null || !('rendered' in field)) return ''
  return typeof field.rendered === 'string' ? plainText(field.rendered) : ''
}

/** WordPress's automatic excerpt (`wp_trim_excerpt`): the content's first 55 words and " [&hellip;]", as a paragraph. */
export function autoExcerpt(contentHtml: string): string {
  const words = plainText(contentHtml.replace(/<!--more[\s\S]*$/, ''))
    .split(' ')
    .filter(Boolean)
  if (words.length === 0) return ''
  return words.length > 55 ? `<p>${words.slice(0, 55).join(' ')} [&hellip;]</p>\n` : `<p>${words.join(' ')}</p>\n`
}
