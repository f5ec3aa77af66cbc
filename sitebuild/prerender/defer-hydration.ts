// Decision 020: a prerendered page's hydration code starts after the page has painted, not while it paints. Vike puts
// the client entry (`<script type="module" async>`) and its modulepreload links in every page; the browser's preload
// scanner requests all of them (~160 KB gzip) at once with the stylesheet, so on a slow phone connection they share the
// bandwidth with the CSS, the HTML and the hero image. Here those tags (and the layout data's fetch preload) become
// one JSON data block, and a small inline loader adds them back once the window has loaded and painted, or at the
// visitor's first touch, click or key press, whichever comes first. Links work before that: the HTML is complete.
// Applied by the prerender worker (worker.ts) to each page as it writes it. Pages rendered at request time (the
// editors' preview, functions/_lib/editor-render.ts) keep Vike's tags: they hydrate at once, which is correct too.
// The loader's text never changes, so the CSP carries one more hash (sitebuild/postbuild/inline-scripts.ts).

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
