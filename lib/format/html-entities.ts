// HTML entity decoding for CMS text: all of HTML5's named entities, numeric references and the legacy forms without a
// semicolon (`&eacute`), as a browser decodes them in text — by the `entities` library (docs/decisions/032).
import { decodeHTML } from 'entities/decode'

/** Decodes "&amp;", "&#8217;", "&#x2019;", "&nbsp;", "&hellip;", "&eacute" …; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text
}
