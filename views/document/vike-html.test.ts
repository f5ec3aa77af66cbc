import { describe, expect, it } from 'vitest'
import { inlineScriptHashesOf } from '#sitebuild/postbuild/inline-scripts.ts'
import { DEFERRED_ID, DEFERRED_LOADER, deferredUrls, pageContextJsonOf, withDeferredHydration } from './vike-html.ts'
import { vikePage } from './test-page.ts'

/** The tail of a page as Vike writes it, with the layout preload +Head renders and a second module preload. */
const page = (body = '<p>Koliek</p>') =>
  vikePage(body, '\n    <link rel="modulepreload" href="/assets/chunks/chunk-Z.js" as="script" type="text/javascript">')

describe('withDeferredHydration', () => {
  it('takes the entry, its modulepreloads and the layout preload out of the markup into one data block and the loader', () => {
    const html = withDeferredHydration(page())
    expect(html).not.toMatch(/<script src=|rel="modulepreload"|rel="preload"/)
    expect(deferredUrls(html)).toEqual({
      entry: '/assets/entries/entry-client-routing.X.js',
      modules: ['/assets/entries/pages_index.Y.js', '/assets/chunks/chunk-Z.js'],
      fetches: ['/assets/layout.abc.json'],
    })
    expect(html).toContain(`<script>${DEFERRED_LOADER}</script>`)
    // The stylesheet, the page and Vike's data stay where they were.
    expect(html).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/style.css">')
    expect(html).toContain('<div id="root"><p>Koliek</p></div>')
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{"data":{}}</script>')
  })

  it('adds one inline script, the same on every page (one more CSP hash), and the data block needs none', () => {
    const a = inlineScriptHashesOf(withDeferredHydration(page('<p>a</p>')))
    const b = inlineScriptHashesOf(withDeferredHydration(page('<p>b</p>')))
    expect(a).toHaveLength(1)
    expect(a).toEqual(b)
  })

  it('leaves a page without a Vike client entry alone, and is idempotent', () => {
    const noEntry = page().replace(/<script src=[^\n]*\n/, '')
    expect(withDeferredHydration(noEntry)).toBe(noEntry)
    const once = withDeferredHydration(page())
    expect(withDeferredHydration(once)).toBe(once)
    expect(once.split(`id="${DEFERRED_ID}"`)).toHaveLength(2)
  })

  it('loads the code on load (after the next frame) or at the first pointer or key press, once', async () => {
    const added: { tag: string; attrs: Record<string, string> }[] = []
    const listeners = new Map<string, () => void>()
    const doc = {
      readyState: 'interactive',
      head: { appendChild: (e: { tag: string; attrs: Record<string, string> }) => added.push(e) },
      getElementById: () => ({
        textContent: JSON.stringify({ entry: '/e.js', modules: ['/m.js'], fetches: ['/l.json'] }),
      }),
      createElement: (tag: string) => ({
        tag,
        attrs: {} as Record<string, string>,
        setAttribute(k: string, v: string) {
          this.attrs[k] = v
        },
      }),
    }
    const win = {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    }
    new Function('document', 'window', 'requestAnimationFrame', DEFERRED_LOADER)(doc, win, (fn: () => void) => fn())
    expect(added).toEqual([])
    listeners.get('keydown')?.()
    listeners.get('load')?.()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(added.map((e) => [e.tag, e.attrs.rel ?? e.attrs.type, e.attrs.href ?? e.attrs.src])).toEqual([
      ['link', 'preload', '/l.json'],
      ['link', 'modulepreload', '/m.js'],
      ['script', 'module', '/e.js'],
    ])
  })
})

describe('pageContextJsonOf', () => {
  it('takes the client-navigation JSON from the HTML, with the HTML-only "\\/" escapes undone and nothing else', () => {
    const json = String.raw`{"pageId":"\/pages\/x","data":{"url":"https:\/\/a.nl\/b\/","back":"a\\\/b","lt":"\u003c\/p>"}}`
    const html = `<html><body><div id="root"></div><script id="vike_pageContext" type="application/json">${json}</script><script src="/x.js"></script></body></html>`
    const out = pageContextJsonOf(html)
    expect(out).toBe(String.raw`{"pageId":"/pages/x","data":{"url":"https://a.nl/b/","back":"a\\/b","lt":"\u003c/p>"}}`)
    expect(JSON.parse(out ?? '')).toEqual({
      pageId: '/pages/x',
      data: { url: 'https://a.nl/b/', back: 'a\\/b', lt: '</p>' },
    })
    expect(pageContextJsonOf('<html><body>no client routing</body></html>')).toBeUndefined()
  })
})
