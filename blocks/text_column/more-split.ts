// WordPress's teaser marker: the pipeline keeps it in cleaned HTML as exactly this comment (pipeline/normalize/html.ts).
const MORE_MARKER = '<!--more-->'

export type MoreSplit = { short: string; more: string }

/**
 * The text before and after the more-marker; `more` is '' without one. A marker inside a paragraph
 * (`<p>Intro<!--more-->Rest</p>`) closes that paragraph in the short part and reopens it in the long one,
 * and a paragraph holding nothing but the marker disappears, so both parts are well-formed HTML.
 */
export function splitMore(html: string): MoreSplit {
  const at = html.indexOf(MORE_MARKER)
  if (at < 0) return { short: html, more: '' }
  let short = html.slice(0, at)
  let more = html
    .slice(at + MORE_MARKER.length)
    .split(MORE_MARKER)
    .join('')
  const openP = /<p(?:\s[^>]*)?>(?![\s\S]*<\/p>)/i.exec(short)
  if (openP) {
    short = `${short}</p>`
    more = `${openP[0]}${more}`
  }
  short = short.replace(/<p(?:\s[^>]*)?>\s*<\/p>\s*$/i, '').trim()
  more = more.replace(/^\s*<p(?:\s[^>]*)?>\s*<\/p>/i, '').trim()
  return { short, more }
}

/** The element ids in an HTML fragment (so an in-page link to a heading in the hidden part can open it). */
export const idsIn = (html: string): string[] =>
  [...html.matchAll(/\sid="([^"]+)"/g)].flatMap((m) => (m[1] ? [m[1]] : []))
