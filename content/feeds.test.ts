// The feed links a page's head carries: the site feed always, a knowledge-base category's own on each of its pages.
import { describe, expect, it } from 'vitest'
import { categoryFeedPath, feedLinks } from './feeds.ts'

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Hoeven en beweging', path: '/kennisbank-cat/hoeven-en-beweging/' },
  { name: 'Hoefaandoeningen', path: '/kennisbank-cat/hoeven-en-beweging/hoefaandoeningen/' },
]

describe('feedLinks', () => {
  it('links the site feed on every page, the error page included', () => {
    expect(feedLinks('Hoefslag')).toEqual([{ href: '/feed/', title: 'Hoefslag » Feed' }])
    expect(feedLinks('Hoefslag', { kind: 'article', path: '/kennisbank/koliek/', breadcrumbs: [] })).toHaveLength(1)
  })

  it("adds a (nested) knowledge-base category's own feed, on its later pages too", () => {
    const own = {
      href: '/kennisbank-cat/hoeven-en-beweging/hoefaandoeningen/feed/',
      title: 'Hoefslag » Hoefaandoeningen categorie feed',
    }
    expect(
      feedLinks('Hoefslag', {
        kind: 'kb-category',
        path: '/kennisbank-cat/hoeven-en-beweging/hoefaandoeningen/',
        breadcrumbs: crumbs,
      })[1],
    ).toEqual(own)
    expect(
      feedLinks('Hoefslag', {
        kind: 'kb-category',
        path: '/kennisbank-cat/hoeven-en-beweging/hoefaandoeningen/pagina/2/',
        breadcrumbs: crumbs,
      })[1],
    ).toEqual(own)
  })

  it("puts a category's feed under its path", () => {
    expect(categoryFeedPath('/kennisbank-cat/hoeven/')).toBe('/kennisbank-cat/hoeven/feed/')
    expect(categoryFeedPath('/kennisbank-cat/hoeven')).toBe('/kennisbank-cat/hoeven/feed/')
  })
})
