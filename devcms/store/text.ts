// Plain text from rendered WordPress HTML: inline tags joined to their words, then the site's one tag strip
// (lib/format/tags-to-text.ts: tags to spaces, entities decoded, whitespace collapsed).
import { tagsToText } from '#lib/format/tags-to-text.ts'

/** WordPress's `excerpt_length`. */
const EXCERPT_WORDS = 55

/** Inline tags join their text to the words around them ("<em>droes</em>?" → "droes?"); other tags separate words. */
const INLINE_TAG = /<\/?(?:em|strong|i|b|u|sup|sub|span|a|abbr|small|mark|code)\b[^>]*>/gi

export function plainText(html: string): string {
  return tagsToText(html.replace(INLINE_TAG, ''))
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
  return words.length > EXCERPT_WORDS
    ? `<p>${words.slice(0, EXCERPT_WORDS).join(' ')} [&hellip;]</p>\n`
    : `<p>${words.join(' ')}</p>\n`
}

/** A card's summary when no excerpt was written, as the plugin's cards.php makes it: the text's first 55 words and "…". */
export function autoCardExcerpt(contentHtml: string): string {
  const words = plainText(contentHtml).split(' ').filter(Boolean)
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…` : words.join(' ')
}
