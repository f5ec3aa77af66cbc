// Decision 016: a prerendered page's body HTML travels once. Vike serializes the page's data into the document for
// hydration, which would repeat the body (`data.view.content`: articles, news, lessons, events, CMS pages) next to its
// markup. When the document shows that string verbatim, its serialized copy becomes HTML_IN_DOCUMENT and the client
// keeps the prerendered DOM (components/Html.tsx). The page's pageContext.json (client-side navigation) is untouched.
// Applied by the prerender worker (worker.ts) to each page as it writes it.
import { HTML_IN_DOCUMENT } from '../../components/html-in-document.ts'

const PAGE_CONTEXT = /(<script id="vike_pageContext" type="application\/json"[^>]*>)([\s\S]*?)(<\/script>)/

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The document with its body's serialized copy replaced, or the same string when there is nothing to replace. */
export function withBodyOnce(html: string): string {
  const match = PAGE_CONTEXT.exec(html)
  if (!match?.[2]) return html
  const pageContext: unknown = JSON.parse(match[2])
  const view = isObject(pageContext) && isObject(pageContext.data) ? pageContext.data.view : undefined
  if (!isObject(view) || typeof view.content !== 'string' || !view.content.includes('<')) return html
  const markup = html.slice(0, match.index) + html.slice(match.index + match[0].length)
  if (!markup.includes(view.content)) return html
  view.content = HTML_IN_DOCUMENT
  // Script-safe like Vike's own serializer: no "<" (so no "</script>") inside the JSON.
  const json = JSON.stringify(pageContext).replaceAll('<', '\\u003c')
  return html.slice(0, match.index) + match[1] + json + match[3] + html.slice(match.index + match[0].length)
}
