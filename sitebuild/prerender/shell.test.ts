// The document shell's page files (decision 050) are the whole document's, byte for byte: Vike's document around the
// token plus the page's markup gives what pageFiles gives for the document with the markup in place — or undefined
// when that can't be shown, and the worker renders the page again without the shell.
import { describe, expect, it } from 'vitest'
import { pageFiles, shellPageFiles } from './shell.ts'

const TOKEN = 'hoefslag-shell-0123456789abcdef'
const BODY = '<p>Koliek is <strong>buikpijn</strong>.</p><p>Bel de dierenarts.</p>'
/** A page as Vike writes it (the layout's fetch preload in the head, the client entry after the pageContext). */
const vikeDocument = (root: string, data: unknown = { view: { title: 'Koliek', content: BODY } }) => `<!DOCTYPE html>
<html lang="nl">
  <head>
    <link rel="stylesheet" type="text/css" href="/assets/static/style.css">
    <script>window.a=1</script>
    <link rel="preload" href="/assets/layout.abc.json" as="fetch" crossorigin="anonymous"/>
  </head>
  <body>
    <div id="root">${root}</div>
    <script id="vike_pageContext" type="application/json">${JSON.stringify({ pageId: '/pages/x', data }).replaceAll('<', '\\u003c').replaceAll('/', '\\/')}</script>
    <script src="/assets/entries/entry-client-routing.X.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/entries/pages_index.Y.js" as="script" type="text/javascript">
  </body>
</html>`

const markups = {
  article: `<header><a href="/">Hoefslag</a></header><main><h1>Koliek</h1><div>${BODY}</div></main><footer>© 2026</footer>`,
  'a list without a body': '<main><ul><li><a href="/a/">A</a></li></ul></main>',
  'a body that is not shown': '<main><p>iets anders</p></main>',
  'quotes and entities': '<main><p title="&quot;x&quot;">"a" &amp; \'b\' &lt;c&gt;</p></main>',
  'structured data and an inline script': `<main>${BODY}<script type="application/ld+json">{"@type":"FAQPage"}</script><script>b()</script></main>`,
}

describe('shellPageFiles', () => {
  for (const [name, markup] of Object.entries(markups)) {
    for (const notFound of [false, true]) {
      it(`gives the whole document's files: ${name}${notFound ? ' (the 404 page)' : ''}`, () => {
        const pieces = [markup.slice(0, 20), markup.slice(20, 40), markup.slice(40)]
        const files = shellPageFiles(vikeDocument(TOKEN), TOKEN, pieces, notFound)
        expect(files).toEqual(pageFiles(vikeDocument(markup), notFound))
      })
    }
  }

  it('goes through the whole document when the markup holds what the defer moves, or a script it does not close', () => {
    for (const inBody of [
      '<script>alert(1)',
      '<link rel="modulepreload" href="/assets/chunks/in-body.js" as="script" type="text/javascript">',
      '<script id="hoefslag_hydrate" type="application/json">{}</script>',
    ]) {
      const markup = `<main>${BODY}${inBody}</main>`
      expect(shellPageFiles(vikeDocument(TOKEN), TOKEN, [markup], false)).toEqual(
        pageFiles(vikeDocument(markup), false),
      )
    }
  })

  it("has no files when Vike's injection could have gone elsewhere or the token is not there once", () => {
    for (const markup of ['<p>a</p></BODY><p>b</p>', '<head>', '<!DOCTYPE html>', '__VITE_PLUGIN__SSR_ASSETS_LAST__'])
      expect(shellPageFiles(vikeDocument(TOKEN), TOKEN, [markup], false)).toBeUndefined()
    expect(shellPageFiles(vikeDocument('<p>no token</p>'), TOKEN, ['<p>a</p>'], false)).toBeUndefined()
    expect(shellPageFiles(vikeDocument(TOKEN + TOKEN), TOKEN, ['<p>a</p>'], false)).toBeUndefined()
  })

  it('writes the markup in place and the serialized body once', () => {
    const files = shellPageFiles(vikeDocument(TOKEN), TOKEN, [markups.article], false)
    expect(files?.html).toContain(`<div id="root">${markups.article}</div>`)
    expect(files?.html.split(BODY)).toHaveLength(2)
    expect(files?.html).not.toContain(TOKEN)
    // The head's script and the defer's loader (decision 020).
    expect(files?.inline).toHaveLength(2)
  })
})
