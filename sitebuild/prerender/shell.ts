// A prerendered page's files from what Vike's renderPage gave: the whole document (without the document shell), or
// with it (decision 050, lib/document-shell.ts) Vike's document around the shell's token plus the page's markup in
// pieces. Either way the same bytes: the rewrite of decision 020 and the pageContext.json Vike's prerender would write
// (both by the document's adapter over Vike's markup, views/document/vike-html.ts), and the CSP hashes of the inline
// scripts.
import { inlineScriptHashesOf } from '../postbuild/inline-scripts.ts'
import { DEFERRED_PARTS, deferHydration, pageContextJsonOf } from '#views/document/vike-html.ts'

export type PageFiles = {
  html: string
  /** index.pageContext.json; undefined for the 404 page, which Vike's prerender writes none for. */
  json: string | undefined
  inline: string[]
}

/** The files of a page from Vike's whole document. */
export function pageFiles(document: string, notFound: boolean): PageFiles {
  // Vike's prerender writes the client-navigation pageContext beside every page but the 404 (runPrerender.js).
  const json = notFound ? undefined : pageContextJsonOf(document)
  const html = deferHydration(document)
  return { html, json, inline: inlineScriptHashesOf(html) }
}

/**
 * Markup that could change where Vike injects its tags (its `<head>`/`</body>` regular expressions, its asset
 * placeholders): with any of it in the page's markup, the document Vike made around the token may not be the one it
 * makes around the markup, so the page is rendered again without the shell.
 */
const VIKE_SENSITIVE = /<\/?(?:html|head|body)\b|<!doctype|__VITE_PLUGIN_/i
/** VIKE_SENSITIVE or any of the defer's DEFERRED_PARTS (in any case: a superset), in one pass over the markup. */
const SENSITIVE = new RegExp(
  `${VIKE_SENSITIVE.source}|${DEFERRED_PARTS.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}`,
  'i',
)

/**
 * The files of a page rendered with the shell, or undefined when the shortcut can't be shown to hold (then the worker
 * renders the page again without the shell). `document` holds `token` once where the markup goes.
 */
export function shellPageFiles(
  document: string,
  token: string,
  pieces: readonly string[],
  notFound: boolean,
): PageFiles | undefined {
  const at = document.indexOf(token)
  if (at === -1 || document.includes(token, at + token.length)) return undefined
  const markup = pieces.join('')
  // Nearly every page holds none of it: one pass over the markup, and only the few that do are looked at closer.
  const sensitive = SENSITIVE.test(markup)
  if (sensitive && VIKE_SENSITIVE.test(markup)) return undefined
  const whole = (around: string) => {
    const t = around.indexOf(token)
    return around.slice(0, t) + markup + around.slice(t + token.length)
  }
  // The defer moves tags it finds in the head and the end; markup holding what it looks for goes through it as a whole
  // document, as without the shell — as does markup with a script the CSP hashes could read past the markup's end.
  if (
    (sensitive && DEFERRED_PARTS.some((part) => markup.includes(part))) ||
    !scriptsClosed(markup) ||
    !scriptsClosed(document.slice(0, at))
  )
    return pageFiles(whole(document), notFound)
  const json = notFound ? undefined : pageContextJsonOf(document)
  // The token is one word without quotes, `<` or white space: the defer's patterns can't match it or reach across it
  // (the adapter's own stand-in argument, deferHydration).
  const rewritten = deferHydration(document)
  const t = rewritten.indexOf(token)
  if (t === -1 || rewritten.includes(token, t + token.length)) return pageFiles(whole(document), notFound)
  const before = rewritten.slice(0, t)
  const after = rewritten.slice(t + token.length)
  return {
    html: before + markup + after,
    json,
    // In document order, as inlineScriptHashesOf reads the whole document: each script lies in one of the three.
    inline: [...inlineScriptHashesOf(before), ...inlineScriptHashesOf(markup), ...inlineScriptHashesOf(after)],
  }
}

/** Every `<script` in `html` is closed in it (the CSP hashes' scan then reads it as in the whole document). */
function scriptsClosed(html: string): boolean {
  const last = html.lastIndexOf('<script')
  if (last === -1) return true
  const tagEnd = html.indexOf('>', last)
  return tagEnd !== -1 && html.includes('</script', tagEnd)
}
