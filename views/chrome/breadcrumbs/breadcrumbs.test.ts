import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { vi } from 'vitest'
import { breadcrumbTrail, stripLocalhost } from './breadcrumbs.ts'
import { Breadcrumbs } from './Breadcrumbs.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const crumbs = [
  { name: 'Home', path: 'http://localhost:8081/' },
  { name: 'Kennisbank', path: 'http://localhost:3000/kennisbank/' },
  { name: 'Koliek', path: '/kennisbank/koliek/' },
]

describe('breadcrumb links', () => {
  it('strip a localhost origin with any port', () => {
    expect(stripLocalhost('http://localhost:8081/kennisbank/')).toBe('/kennisbank/')
    expect(stripLocalhost('https://localhost:3000/nieuws/?page=2')).toBe('/nieuws/?page=2')
    expect(stripLocalhost('http://127.0.0.1:8888/a/')).toBe('/a/')
    expect(stripLocalhost('http://localhost/')).toBe('/')
    expect(stripLocalhost('http://localhost:8081')).toBe('/')
  })

  it('leave other URLs alone', () => {
    expect(stripLocalhost('/kennisbank/')).toBe('/kennisbank/')
    expect(stripLocalhost('https://www.hoefslag.nl/kennisbank/')).toBe('https://www.hoefslag.nl/kennisbank/')
    expect(stripLocalhost('https://localhost.example.com/x/')).toBe('https://localhost.example.com/x/')
  })
})

describe('breadcrumb trail', () => {
  it('keeps every crumb, localhost stripped, by default', () => {
    expect(breadcrumbTrail(crumbs, false)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Kennisbank', path: '/kennisbank/' },
      { name: 'Koliek', path: '/kennisbank/koliek/' },
    ])
  })

  it('drops the last crumb when the page asks to skip it', () => {
    expect(breadcrumbTrail(crumbs, true).map((c) => c.name)).toEqual(['Home', 'Kennisbank'])
  })

  it('renders the current page as text with aria-current, or not at all when skipped', () => {
    const shown = renderToString(
      createElement(Breadcrumbs, {
        meta: { breadcrumbs: crumbs, skipLastBreadcrumb: false, path: '/kennisbank/koliek/' },
      }),
    )
    expect(shown).toContain('aria-label="Kruimelpad"')
    expect(shown).toMatch(/<span aria-current="page">Koliek<\/span>/)
    expect(shown).not.toContain('localhost')
    const skipped = renderToString(
      createElement(Breadcrumbs, {
        meta: { breadcrumbs: crumbs, skipLastBreadcrumb: true, path: '/kennisbank/koliek/' },
      }),
    )
    expect(skipped).not.toContain('Koliek')
    expect(skipped).toContain('href="/kennisbank/"')
  })

  it("shows a title's inline markup (a crumb's html), escaped plain text otherwise", () => {
    const trail = [
      { name: 'Home', path: '/' },
      { name: 'Wat is droes?', path: '/kennisbank/droes/', html: 'Wat is <em>droes</em>?' },
    ]
    const shown = renderToString(
      createElement(Breadcrumbs, {
        meta: { breadcrumbs: trail, skipLastBreadcrumb: false, path: '/kennisbank/droes/' },
      }),
    )
    expect(shown).toContain('<span aria-current="page"><span>Wat is <em>droes</em>?</span></span>')
  })
})
