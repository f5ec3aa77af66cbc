// The one module that reads and rewrites the HTML Vike writes (the adapter): Vike has no public option to defer its
// client entry (`injectScriptsAt` only moves it; `injectFilter` leaves the entry out and is not reachable through
// vike-react's onRenderHtml), so the three things the prerender does to Vike's document are done here, over Vike's
// markup as VIKE_VERSION writes it, and nowhere else. vike-html.contract.test.ts fails when the installed Vike is another
// version or writes the tags these patterns look for differently: re-check them, then move VIKE_VERSION.
//
// 1. Decision 020: a prerendered page's hydration code starts after the page has painted, not while it paints. Vike
// puts the client entry (`<script type="module" async>`) and its modulepreload links in every page; the browser's
// preload scanner requests all of them (~160 KB gzip) at once with the stylesheet, so on a slow phone connection they
// share the bandwidth with the CSS, the HTML and the hero image. Here those tags (and the layout data's fetch preload)
// become one JSON data block, and a small inline loader adds them back once the window has loaded and painted, or at
// the visitor's first touch, click or key press, whichever comes first. Links work before that: the HTML is complete.
// Pages rendered at request time (the editors' preview, functions/_lib/editor-render.ts) keep Vike's tags: they hydrate
// at once, which is correct too. The loader's text never changes, so the CSP carries one more hash
// (sitebuild/postbuild/inline-scripts.ts).
// 2. The defer runs over the document's head and end only (decision 023): see deferHydration.
// 3. The page's index.pageContext.json, as Vike's prerender would write it, taken from the HTML: pageContextJsonOf.
// The prerender applies 1–3 to each page as it writes it (sitebuild/prerender/shell.ts, for worker.ts).

/** The Vike version whose markup this adapter was checked against (node_modules/vike/package.json). */
export const VIKE_VERSION = '0.4.266'

/** The id of the data block that lists the deferred URLs: `{ entry, modules, fetches }`. */
export const DEFERRED_ID = 'hoefslag_hydrate'

export type Deferred = { entry: string; modules: string[]; fetches: string[] }

/**
 * Runs in the page (plain ES2017, no modules). `load` fires after the images above the fold; two frames later they
 * have painted. A first touch, click or key press starts it earlier: the visitor wants the page to respond.
 */
export const DEFERRED_LOADER = `(function(){var d=document,w=window,go=false,ev=["pointerdown","keydown","touchstart"];function start(){if(go)return;go=true;ev.forEach(function(e){w.removeEventListener(e,start,true)});var j=JSON.parse(d.getElementById("${DEFERRED_ID}").textContent),h=d.head;function add(t,a){var e=d.createElement(t);for(var k in a)e.setAttribute(k,a[k]);h.appendChild(e)}j.fetches.forEach(function(u){add("link",{rel:"preload",href:u,as:"fetch",crossorigin:"anonymous"})});j.modules.forEach(function(u){add("link",{rel:"modulepreload",href:u})});add("script",{type:"module",src:j.entry})}ev.forEach(function(e){w.addEventListener(e,start,{capture:true,passive:true})});function later(){requestAnimationFrame(function(){setTimeout(start,0)})}if(d.readyState==="complete")later();else w.addEventListener("load",later)})()`

const ENTRY = /<script src="([^"]+\.js)" type="module" async><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" href="([^"]+\.js)" as="script" type="text\/javascript">/g
const FETCH_PRELOAD = /<link rel="preload" href="([^"]+\.json)" as="fetch" crossorigin="anonymous"\/>/g

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The document with its hydration deferred, or the same string when it has no Vike client entry. */
export function withDeferredHydration(html: string): string {
  const entry = ENTRY.exec(html)
  if (!entry?.[1] || html.includes(`id="${DEFERRED_ID}"`)) return html
  const modules: string[] = []
  const fetches: string[] = []
  let out = html.replace(MODULE_PRELOAD, (_, url: string) => {
    modules.push(url)
    return ''
  })
  out = out.replace(FETCH_PRELOAD, (_, url: string) => {
    fetches.push(url)
    return ''
  })
  const deferred: Deferred = { entry: entry[1], modules, fetches }
  const tags = `<script id="${DEFERRED_ID}" type="application/json">${scriptJson(deferred)}</script><script>${DEFERRED_LOADER}</script>`
  return out.replace(ENTRY, () => tags)
}

const DATA_BLOCK = new RegExp(`<script id="${DEFERRED_ID}" type="application/json">([^<]*)</script>`)

/** The URLs a page defers (for the JS budgets, tests/budgets/page-js.ts): none when it has no deferred block. */
export function deferredUrls(html: string): Deferred | undefined {
  const raw = DATA_BLOCK.exec(html)?.[1]
  return raw ? (JSON.parse(raw) as Deferred) : undefined
}

// The defer over the head and the end only (decision 023). Vike injects the client entry and its modulepreloads after
// the serialized pageContext, and the layout's fetch preload is in the head; the body in between (most of a page's
// bytes) holds none of them. The defer's regular expressions — one of them starts with `\s*` and so is tried at every
// position of the page — then scan a few kilobytes instead of the whole document.

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

const OPEN = '<script id="vike_pageContext" type="application/json">'

/**
 * The page's index.pageContext.json, byte for byte what Vike's prerender writes: the pageContext Vike serialized into
 * the HTML, where it escapes every "/" as "\/" for the HTML and not in the JSON file (@brillout/json-serializer's
 * escapeURLs); "<" is escaped in both, so the first "</script" ends it. Undefined without one (no client routing).
 */
export function pageContextJsonOf(html: string): string | undefined {
  const start = html.indexOf(OPEN)
  if (start === -1) return undefined
  const end = html.indexOf('</script', start)
  if (end === -1) return undefined
  return html.slice(start + OPEN.length, end).replaceAll('\\/', '/')
}
