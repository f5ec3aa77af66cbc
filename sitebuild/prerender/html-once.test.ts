// The page body travels once (decision 016): its serialized copy becomes the marker only when the document shows it.
import { describe, expect, it } from 'vitest'
import { HTML_IN_DOCUMENT } from '#lib/html-in-document.ts'
import { withBodyOnce } from './html-once.ts'

const BODY = '<p>Koliek is <strong>buikpijn</strong>.</p><p>Bel de dierenarts.</p>'
const doc = (markup: string, data: unknown) =>
  `<!DOCTYPE html><html><body><div id="root"><main>${markup}</main></div>` +
  `<script id="vike_pageContext" type="application/json">${JSON.stringify({ pageId: '/pages/x', data }).replaceAll('<', '\\u003c')}</script></body></html>`
const pageContextOf = (html: string): unknown =>
  JSON.parse(/<script id="vike_pageContext"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null')

describe('withBodyOnce', () => {
  it('replaces the serialized body the markup shows verbatim, script-safe, and keeps the rest of the data', () => {
    const html = withBodyOnce(
      doc(`<h1>Koliek</h1><div class="p">${BODY}</div>`, { view: { title: 'Koliek', content: BODY, n: 1 } }),
    )
    expect(pageContextOf(html)).toEqual({
      pageId: '/pages/x',
      data: { view: { title: 'Koliek', content: HTML_IN_DOCUMENT, n: 1 } },
    })
    expect(html.split(BODY)).toHaveLength(2)
    expect(/<script id="vike_pageContext"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1]).not.toContain('<')
  })

  it('replaces data.view.content, not an equal body elsewhere in the data', () => {
    const data = { rows: [{ content: BODY }], view: { content: BODY }, more: { content: BODY } }
    const html = withBodyOnce(doc(`<div>${BODY}</div>`, data))
    expect(pageContextOf(html)).toEqual({ pageId: '/pages/x', data: { ...data, view: { content: HTML_IN_DOCUMENT } } })
  })

  it('finds the serialized body past escaped quotes and backslashes, and after another "content" of the data', () => {
    const body = '<p class="pad">C:\\map\\ en "quotes" \\"</p><a href="/x/">x</a>\\'
    const data = { intro: { content: 'a \\" b' }, view: { content: body } }
    const html = withBodyOnce(doc(`<div>${body}</div>`, data))
    expect(pageContextOf(html)).toEqual({ pageId: '/pages/x', data: { ...data, view: { content: HTML_IN_DOCUMENT } } })
  })

  it('leaves a body the markup does not show as it is (e.g. split or transformed), and pages without a body', () => {
    const notShown = doc('<p>iets anders</p>', { view: { content: BODY } })
    expect(withBodyOnce(notShown)).toBe(notShown)
    const noBody = doc('<p>lijst</p>', { items: [1, 2] })
    expect(withBodyOnce(noBody)).toBe(noBody)
  })
})
