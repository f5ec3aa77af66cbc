// The one regex tag strip: plain text of HTML that needs no parse — sanitized already (the pipeline's texts, the
// search index's, the local CMS's rendered fields) or a short CMS text (the search tips). Every tag becomes a space,
// entities are decoded (html-entities.ts), whitespace collapses. Text that still needs sanitizing is parsed first
// (text.ts `htmlToText`, by sanitize-html).
import { decodeEntities } from './html-entities.ts'

const TAG = /<[^>]*>/g

/** "<p>Koliek &amp; <em>gebit</em></p>" → "Koliek & gebit". */
export function tagsToText(html: string): string {
  return decodeEntities(html.replace(TAG, ' ')).replace(/\s+/g, ' ').trim()
}
