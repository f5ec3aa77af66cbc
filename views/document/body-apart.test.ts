// Decision 016 at the source: the page's body leaves its data, which Vike serializes, and nothing else changes.
import { describe, expect, it } from 'vitest'
import { HTML_IN_DOCUMENT, bodyUrlOf } from '#lib/html-in-document.ts'
import { bodyApart } from './body-apart.ts'

const BODY = '<p>Koliek is <strong>buikpijn</strong>.</p>'

describe('bodyApart', () => {
  it('moves the body out of the data and keeps every other field, in order', () => {
    const data = { kind: 'article', view: { title: 'Koliek', content: BODY, n: 1 }, meta: { x: 1 } }
    const apart = bodyApart(data)
    expect(apart?.body).toBe(BODY)
    expect(JSON.stringify(apart?.data)).toBe(
      JSON.stringify({ kind: 'article', view: { title: 'Koliek', content: HTML_IN_DOCUMENT, n: 1 }, meta: { x: 1 } }),
    )
    expect(JSON.stringify(apart?.data)).not.toContain('buikpijn')
    // The page's own data is left as +data returned it (the server render reads the body from pageContext.body).
    expect(data.view.content).toBe(BODY)
  })

  it('leaves data without a body alone', () => {
    expect(bodyApart({ view: { content: '' } })).toBeUndefined()
    expect(bodyApart({ view: { title: 'x' } })).toBeUndefined()
    expect(bodyApart({ items: [] })).toBeUndefined()
    expect(bodyApart(undefined)).toBeUndefined()
  })

  it('names the body file beside the page', () => {
    expect(bodyUrlOf('/kennisbank/koliek/')).toBe('/kennisbank/koliek/index.body.json')
    expect(bodyUrlOf('/over-ons')).toBe('/over-ons/index.body.json')
  })
})
