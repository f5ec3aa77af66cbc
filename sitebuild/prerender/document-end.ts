// withDeferredHydration (decision 020) over a document's head and end only (decision 023). Vike injects the client entry
// and its modulepreloads after the serialized pageContext, and the layout's fetch preload is in the head; the body in
// between (most of a page's bytes) holds none of them. The defer's regular expressions — one of them starts with `\s*`
// and so is tried at every position of the page — then scan a few kilobytes instead of the whole document.
import { DEFERRED_ID, withDeferredHydration } from './defer-hydration.ts'

const HEAD_END = '</head>'
const PAGE_CONTEXT_SCRIPT = '<script id="vike_pageContext"'

/**
 * Every literal part of withDeferredHydration's patterns that follows a variable part (an href), and its own data
 * block's id. When the body holds none of them, no tag the defer moves can start in it, end in it or cross into it.
 */
export const DEFERRED_PARTS = ['modulepreload', 'as="script"', 'as="fetch"', 'type="module"', DEFERRED_ID]

/**
 * Stands in for the body while the defer runs. Its quotes, next to the `>` of `</head>` and the `<` of the pageContext
 * script, cannot be part of any of the defer's patterns (each quote there follows `=` or precedes a space), so no match
 * can reach into it; and it cannot start one (no `<`, no white space).
 */
const BODY = '"\u0000hoefslag-body\u0000"'

/** Always withDeferredHydration(html), byte for byte; the whole document goes through it when the shortcut can't be shown to hold. */
export function deferHydration(html: string): string {
  const headEnd = html.indexOf(HEAD_END)
  const end = html.lastIndexOf(PAGE_CONTEXT_SCRIPT)
  if (headEnd === -1 || end < headEnd) return withDeferredHydration(html)
  const bodyStart = headEnd + HEAD_END.length
  const body = html.slice(bodyStart, end)
  if (DEFERRED_PARTS.some((part) => body.includes(part))) return withDeferredHydration(html)
  const deferred = withDeferredHydration(html.slice(0, bodyStart) + BODY + html.slice(end))
  const at = deferred.indexOf(BODY)
  if (at === -1 || deferred.indexOf(BODY, at + 1) !== -1) return withDeferredHydration(html)
  return deferred.slice(0, at) + body + deferred.slice(at + BODY.length)
}
