import { describe, expect, it } from 'vitest'
import { deferHydration, deferredUrls, withDeferredHydration } from './vike-html.ts'
import { vikePage } from './test-page.ts'

const page = (body: string, end = '') => vikePage(body, end)

describe('deferHydration (the defer over the head and the end only)', () => {
  it("gives withDeferredHydration's document, byte for byte, for a body the defer does not touch", () => {
    const html = page('<article><h1>Koliek</h1><p>"quotes" &amp; <a href="/x/">links</a></p></article>'.repeat(50))
    const out = deferHydration(html)
    expect(out).toBe(withDeferredHydration(html))
    expect(out).not.toBe(html)
    expect(deferredUrls(out)).toEqual({
      entry: '/assets/entries/entry-client-routing.X.js',
      modules: ['/assets/entries/pages_index.Y.js'],
      fetches: ['/assets/layout.abc.json'],
    })
  })

  it("takes the whole document when the body holds a tag the defer moves (and the result is still the defer's)", () => {
    for (const tag of [
      '<link rel="modulepreload" href="/assets/chunks/in-body.js" as="script" type="text/javascript">',
      '<link rel="preload" href="/assets/in-body.json" as="fetch" crossorigin="anonymous"/>',
      '<script src="/assets/in-body.js" type="module" async></script>',
      '<script id="hoefslag_hydrate" type="application/json">{}</script>',
    ]) {
      const html = page(`<p>a</p>${tag}<p>b</p>`)
      expect(deferHydration(html)).toBe(withDeferredHydration(html))
    }
    const moved = deferHydration(
      page('<link rel="modulepreload" href="/assets/chunks/in-body.js" as="script" type="text/javascript">'),
    )
    expect(deferredUrls(moved)?.modules).toContain('/assets/chunks/in-body.js')
  })

  it("keeps every tag after the pageContext, and leaves a document without Vike's parts as it is", () => {
    const html = page(
      '<p>x</p>',
      '\n    <link rel="modulepreload" href="/assets/chunks/late.js" as="script" type="text/javascript">',
    )
    expect(deferHydration(html)).toBe(withDeferredHydration(html))
    expect(deferredUrls(deferHydration(html))?.modules).toEqual([
      '/assets/entries/pages_index.Y.js',
      '/assets/chunks/late.js',
    ])
    for (const plain of ['<p>no document</p>', '<html><head></head><body><p>no pageContext</p></body></html>']) {
      expect(deferHydration(plain)).toBe(withDeferredHydration(plain))
    }
  })
})
