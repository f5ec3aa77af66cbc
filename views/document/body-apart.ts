// Decision 016, at the source: a prerendered page's body (its data's `view.content`, the CMS HTML of an article, news
// post, lesson, event or CMS page) leaves the page's data before Vike serializes it, into pageContext.body, which is
// not in passToClient. The page renders it from there on the server (ui/Html.tsx); the browser keeps the prerendered
// DOM when it hydrates, and fetches the body file the prerender writes beside the page (lib/html-in-document.ts) when a
// client navigation brings the page. Only when the renderer asks for it (pageContext.bodyApart: the prerender worker,
// which writes that file): the editors' functions render at request time and keep the body in the data.
import { isRecord } from '#lib/is-record.ts'
import { HTML_IN_DOCUMENT } from '#lib/html-in-document.ts'

/** The page's data with its body replaced by the marker, and the body; undefined when the data holds no body. */
export function bodyApart<D>(data: D): { data: D; body: string } | undefined {
  if (!isRecord(data) || !isRecord(data.view)) return undefined
  const body = data.view.content
  if (typeof body !== 'string' || body === '' || body === HTML_IN_DOCUMENT) return undefined
  // The same keys in the same order: only the body's value changes.
  return { data: { ...data, view: { ...data.view, content: HTML_IN_DOCUMENT } }, body }
}
