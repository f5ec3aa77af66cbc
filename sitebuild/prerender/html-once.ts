// Decision 016: a prerendered page's body HTML travels once. Vike serializes the page's data into the document for
// hydration, which would repeat the body (`data.view.content`: articles, news, lessons, events, CMS pages) next to its
// markup. When the document shows that string verbatim, its serialized copy becomes HTML_IN_DOCUMENT and the client
// keeps the prerendered DOM (ui/Html.tsx). The page's pageContext.json (client-side navigation) is untouched.
// Applied by the prerender worker (worker.ts) to each page as it writes it.
import { isRecord } from '#lib/is-record.ts'
import { HTML_IN_DOCUMENT } from '#lib/html-in-document.ts'

const PAGE_CONTEXT = /(<script id="vike_pageContext" type="application\/json"[^>]*>)([\s\S]*?)(<\/script>)/

/**
 * Where the JSON string literal that starts at `from` (its opening quote) ends, just past its closing quote: the first
 * quote after it not escaped (preceded by an even number of backslashes), found with indexOf rather than char by char.
 */
function stringLiteralEnd(json: string, from: number): number {
  for (let at = json.indexOf('"', from + 1); at !== -1; at = json.indexOf('"', at + 1)) {
    let backslashes = 0
    while (json[at - 1 - backslashes] === '\\') backslashes++
    if (backslashes % 2 === 0) return at + 1
  }
  return -1
}

/** `content` as Vike's serializer writes a string in the HTML (@brillout/json-serializer: `<` and `/` escaped). */
const serialized = (content: string) => JSON.stringify(content).replaceAll('<', '\\u003c').replaceAll('/', '\\/')

/**
 * The document with its body's serialized copy replaced, or the same string when there is nothing to replace. Only
 * that one string literal changes: the rest of Vike's serialization (its escapes, its key order) stays byte for byte.
 * `shows(content, markup)` says whether the document shows the body verbatim, given the document without its
 * pageContext script (the default); the prerender's document shell (shell.ts) passes one that looks in the page's
 * markup, which the document it passes holds only as a token.
 */
export function withBodyOnce(
  html: string,
  shows: (content: string, markup: string) => boolean = (content, markup) => markup.includes(content),
): string {
  const match = PAGE_CONTEXT.exec(html)
  const raw = match?.[2]
  if (!match || !raw) return html
  const pageContext: unknown = JSON.parse(raw)
  const view = isRecord(pageContext) && isRecord(pageContext.data) ? pageContext.data.view : undefined
  if (!isRecord(view) || typeof view.content !== 'string' || !view.content.includes('<')) return html
  const content = view.content
  if (!shows(content, html.slice(0, match.index) + html.slice(match.index + match[0].length))) return html
  // Every `"content":"…"` in the JSON is a key with a string value (a quote inside a string is always escaped). The
  // ones whose value is the body are the candidates; one of them is data.view.content itself.
  const candidates: Array<[number, number]> = []
  const written = serialized(content)
  for (let at = raw.indexOf('"content":"'); at !== -1; at = raw.indexOf('"content":"', at + 1)) {
    const quote = at + '"content":'.length
    const end = stringLiteralEnd(raw, quote)
    if (end === -1) continue
    // Written as the serializer writes it (the usual case, a string compare), or any other escaping of the same text.
    const literal = raw.slice(quote, end)
    if (literal === written || JSON.parse(literal) === content) candidates.push([quote, end])
  }
  const replaced = ([quote, end]: [number, number]) =>
    raw.slice(0, quote) + JSON.stringify(HTML_IN_DOCUMENT) + raw.slice(end)
  const document = (json: string) =>
    html.slice(0, match.index) + match[1] + json + match[3] + html.slice(match.index + match[0].length)
  // The only candidate is data.view.content: no need to parse the whole JSON again to be sure (decision 017).
  if (candidates.length === 1 && candidates[0]) return document(replaced(candidates[0]))
  view.content = HTML_IN_DOCUMENT
  const expected = JSON.stringify(pageContext)
  for (const candidate of candidates) {
    const json = replaced(candidate)
    // The literal replaced must be data.view.content itself (not an equal string elsewhere in the data).
    if (JSON.stringify(JSON.parse(json)) === expected) return document(json)
  }
  return html
}
