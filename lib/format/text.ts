// HTML → plain text, for the pipeline (titles, excerpts, SEO) and the pages' card views alike (server side only:
// sanitize-html parses). The pipeline re-exports it from pipeline/normalize/html.ts.
import { LRUCache } from 'lru-cache'
import sanitizeHtml from 'sanitize-html'
import { tagsToText } from './tags-to-text.ts'

/** WordPress's teaser split marker as a comment (`<!--more-->`, optionally with a link text). */
export const MORE_COMMENT = /<!--more\b[^>]*?-->/g

const BLOCK_TAGS = [
  'p',
  'div',
  'br',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figcaption',
  'tr',
  'td',
  'th',
  'hr',
  'pre',
]

/**
 * Texts already made, by their HTML: a card's excerpt is shown on many pages of a build (lists, previous/next), and
 * parsing it again each time was a large part of a page's render (docs/decisions/017). Least recently used first out,
 * bounded by the characters held (HTML and text), so the pipeline, whose texts are each made once, and a long-running
 * function stay small.
 */
const made = new LRUCache<string, string>({
  maxSize: 4_000_000,
  sizeCalculation: (text, html) => html.length + text.length || 1,
})

/** Plain text of an HTML fragment: tags stripped (blocks separated by a space), entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  let text = made.get(html)
  if (text === undefined) {
    text = parseToText(html)
    made.set(html, text)
  }
  return text
}

function parseToText(html: string): string {
  // sanitize-html parses; the attribute-free block tags it keeps mark word boundaries and are then replaced by spaces.
  const blocks = sanitizeHtml(html.replace(MORE_COMMENT, ' '), {
    allowedTags: BLOCK_TAGS,
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'iframe'],
  })
  return tagsToText(blocks)
}
