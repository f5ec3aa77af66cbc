// The prerender's document shell (decision 050). The prerender worker (sitebuild/prerender/worker.ts) hands every render a
// DocumentShell as pageContext.shell; the pages then do two things differently, and only on the server:
//   - the layout's parts that are the same on many pages (views/chrome/RenderedOnce.tsx: the footer) render once per
//     worker: the first page renders the part inside a capture element, later pages a placeholder element, and
//     splitParts() below turns either into the part's markup — so React renders the footer once, not 19,000 times;
//   - pages/+onAfterRenderHtml.server.ts gives Vike a short token instead of the page's markup, so Vike's HTML
//     injection (regular expressions, split/join over the whole document) and the worker's rewrites run over the few
//     kilobytes around the markup; the worker puts the markup in its place once, as it writes the file.
// The document written is byte for byte the one Vike writes without the shell (sitebuild/prerender/shell.ts says when the
// shortcut can't be shown to hold and the page is rendered without it; shell.test.ts, and incremental.e2e.test.ts
// holds the build to golden HTML). Without pageContext.shell (the editors' functions, the browser) nothing changes.

export type DocumentShell = {
  /** Stands in for the page's markup (vike-react's pageHtmlString) while Vike assembles the document. */
  readonly token: string
  /** The element name of a layout part's capture and placeholder elements (a custom element no content can hold). */
  readonly tag: string
  /** The layout parts rendered so far, by part id. Kept for the worker's life (one store, one layout). */
  readonly parts: Map<string, Part>
  /** Part ids: `name + variant` → a short id safe in an attribute. */
  readonly ids: Map<string, string>
  /** Set for each render by +onAfterRenderHtml: the page's markup, in pieces, in document order. */
  body?: string[] | undefined
}

/** A layout part's markup, and its images that are not lazy (its placeholder holds them: see partProblem). */
export type Part = { markup: string; eager: string }

/** A shell for one worker: `nonce` (random, a few bytes of hex) makes its token and tag unlike any page's content. */
export function createDocumentShell(nonce: string): DocumentShell {
  if (!/^[0-9a-f]{8,}$/.test(nonce)) throw new Error(`a document shell's nonce is 8 or more hex digits, got "${nonce}"`)
  return { token: `hoefslag-shell-${nonce}`, tag: `hoefslag-part-${nonce}`, parts: new Map(), ids: new Map() }
}

/** The shell for one render: the worker's parts, and a body of its own. */
export const shellForRender = (shell: DocumentShell): DocumentShell => ({ ...shell, body: undefined })

/** The id of a part's variant (name and variant can be any text; the id is "<name-ish><n>", attribute-safe). */
export function partId(shell: DocumentShell, name: string, variant: string): string {
  const key = `${name}\u0000${variant}`
  let id = shell.ids.get(key)
  if (id === undefined) {
    id = `${name.replace(/[^a-z]/gi, '')}${shell.ids.size}`
    shell.ids.set(key, id)
  }
  return id
}

/**
 * React emits markup for one element the same whether it sits in a capture element or among its siblings only when
 * the part starts and ends with an element (no text next to a sibling's text: React separates those with `<!-- -->`),
 * and stays inside it: nothing React hoists out of the part — <link>, <meta>, <title>, <style> or <script>. An image
 * that is not lazy, React preloads at the top of the page, counting it among the page's first images: the part's
 * placeholder renders those images (RenderedOnce's `keep`), so React sees them where it would.
 */
function partProblem(markup: string): string | undefined {
  if (!/^<[a-z]/i.test(markup) || !markup.endsWith('>') || markup.endsWith('-->'))
    return 'it does not start and end with an element'
  if (/<(?:link|meta|title|style|script)[\s>/]/i.test(markup)) return 'it holds a tag React hoists'
  return undefined
}

/** The part's images that are not lazy, as React wrote them, in order. */
const eagerImages = (markup: string) =>
  (markup.match(/<img\s[^>]*>/gi) ?? []).filter((img) => !/\sloading="lazy"/.test(img)).join('')

/**
 * The page's markup in pieces: each capture element replaced by its content (kept as the part's markup), each
 * placeholder (with the images it keeps) by the part's markup. Throws when a part can't be rendered once (a
 * programming error: the markup would differ from the page rendered without the shell).
 */
export function splitParts(html: string, shell: DocumentShell): string[] {
  const open = `<${shell.tag} `
  const close = `</${shell.tag}>`
  const pieces: string[] = []
  let from = 0
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, from)) {
    pieces.push(html.slice(from, at))
    const tagEnd = html.indexOf('>', at)
    const end = html.indexOf(close, tagEnd)
    const attr = /^data-(part|capture)="([a-z0-9]+)"$/i.exec(html.slice(at + open.length, tagEnd))
    if (tagEnd === -1 || end === -1 || !attr?.[1] || !attr[2]) throw new Error(`a malformed layout part at ${at}`)
    const id = attr[2]
    const inner = html.slice(tagEnd + 1, end)
    if (attr[1] === 'capture') {
      const problem = inner.includes(open) ? 'it holds another part' : partProblem(inner)
      if (problem) throw new Error(`the layout part ${id} can't be rendered once: ${problem}`)
      shell.parts.set(id, { markup: inner, eager: eagerImages(inner) })
      pieces.push(inner)
    } else {
      const part = shell.parts.get(id)
      if (part === undefined) throw new Error(`the layout part ${id} has no markup yet`)
      if (inner !== part.eager)
        throw new Error(
          `the layout part ${id} can't be rendered once: its placeholder keeps ${inner || 'no images'}, its images that are not lazy are ${part.eager || 'none'}`,
        )
      pieces.push(part.markup)
    }
    from = end + close.length
  }
  pieces.push(html.slice(from))
  return pieces
}
