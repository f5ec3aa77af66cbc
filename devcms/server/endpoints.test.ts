// The site's helper endpoints: option pages, settings, redirects, menus, lookups by path/slug, post cards, partners by type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { field, ids, list, startFixture, type Harness } from './test-helpers.ts'

let cms: Harness
beforeAll(async () => {
  cms = await startFixture()
})
afterAll(() => cms.close())

describe('singletons', () => {
  it('answers the option pages as page objects', async () => {
    expect(field((await cms.get('/wp/v2/frontpage')).json, 'id')).toBe(2301)
    expect(field((await cms.get('/wp/v2/frontpage')).json, 'link')).toBe(`${cms.server.origin}/`)
    expect(field((await cms.get('/wp/v2/404')).json, 'slug')).toBe('pagina-niet-gevonden')
    expect(field((await cms.get('/wp/v2/postsPage')).json, 'id')).toBe(2305)
    expect(field((await cms.get('/wp/v2/partnerspage?_embed')).json, 'id')).toBe(2306)
  })

  it('answers general settings with images expanded, and redirects with a default status', async () => {
    const settings = (await cms.get('/wp/v2/general-settings')).json
    expect(field(settings, 'logo.src')).toBe(`${cms.server.origin}/wp-content/uploads/2026/05/icoon.svg`)
    expect((await cms.get('/wp/v2/redirects')).json).toEqual([
      { from: '/oud-artikel', to: '/kennisbank/koliek-herkennen/', statusCode: 301 },
      { from: '/weg', to: '/', statusCode: 301 },
    ])
  })

  it('answers menus by location and by slug, 404 for an unknown one', async () => {
    const all = (await cms.get('/menus/v1/locations')).json
    expect(Object.keys(all ?? {})).toHaveLength(11)
    expect(field(all, 'main.items.0.child_items.0.title')).toBe('Koliek')
    expect(field((await cms.get('/menus/v1/locations/footer_1')).json, 'slug')).toBe('footer-menu')
    expect(field((await cms.get('/menus/v1/menus/main-menu')).json, 'items.1.url')).toBe('/nieuws/')
    expect((await cms.get('/menus/v1/locations/sidebar')).json).toMatchObject({ data: { status: 404 } })
  })
})

describe('lookups', () => {
  it('finds nested pages by path', async () => {
    expect(field((await cms.get('/wp/v2/get-page-by-path/over-ons/team?_embed')).json, 'id')).toBe(2303)
    expect(field((await cms.get('/wp/v2/get-page-by-path/over-ons/')).json, 'id')).toBe(2302)
    const missing = await cms.get('/wp/v2/get-page-by-path/team')
    expect(missing.status).toBe(404)
    expect(missing.json).toMatchObject({ code: expect.any(String), message: expect.any(String), data: { status: 404 } })
  })

  it('finds any published entity by permalink path or slug', async () => {
    expect((await cms.get('/wp/v2/get-entity-by-slug/nieuw-vaccin?_embed')).json).toMatchObject({
      id: 2001,
      type: 'post',
      _embedded: { author: [{ id: 2 }] },
    })
    expect(field((await cms.get('/wp/v2/get-entity-by-slug/kennisbank/koliek-herkennen')).json, 'id')).toBe(1001)
    expect(field((await cms.get('/wp/v2/get-entity-by-slug/koliek-herkennen')).json, 'type')).toBe('article')
    expect(field((await cms.get('/wp/v2/get-entity-by-slug/over-ons/team')).json, 'id')).toBe(2303)
    expect((await cms.get('/wp/v2/get-entity-by-slug/concept-nieuws')).status).toBe(404)
  })

  it('finds finder terms by slug', async () => {
    expect(field((await cms.get('/wp/v2/get-finder-term-by-slug/orthopedie')).json, 'id')).toBe(501)
    expect(field((await cms.get('/wp/v2/get-finder-term-by-slug/kreupel')).json, 'taxonomy')).toBe('finder-issue')
    expect((await cms.get('/wp/v2/get-finder-term-by-slug/gezondheid')).status).toBe(404)
  })
})

describe('post cards', () => {
  it('answers popular articles as cards with a Dutch date, skipping what is not published', async () => {
    const cards = list((await cms.get('/wp/v2/popular-articles')).json)
    expect(cards.map((c) => c.id)).toEqual([1001, 1002])
    expect(cards[0]).toMatchObject({
      type: 'article',
      link: `${cms.server.origin}/kennisbank/koliek-herkennen/`,
      title: 'Koliek herkennen',
      excerpt: 'Koliek is buikpijn bij het paard & vraagt snelle actie.',
      date_formatted: '14 maart 2026',
      featured_image: { src: `${cms.server.origin}/wp-content/uploads/2026/05/paard.png` },
      primary_category: { name: 'Gezondheid', icon_url: `${cms.server.origin}/wp-content/uploads/2026/05/icoon.svg` },
      categories: [{ name: 'Gezondheid' }],
      author: { name: 'Anouk de Vries' },
      category_label: 'Artikel',
      category_label_type: 'content_type',
      read_label: '5 min leestijd',
    })
    expect(cards[1]?.author).toEqual({ name: 'dr. Hanna Kuipers' })
  })

  it('pages /pa/v1/posts by type, category and tag', async () => {
    const news = await cms.get('/pa/v1/posts')
    expect(ids(news)).toEqual([2002, 2001])
    expect(news.headers.get('x-wp-total')).toBe('2')
    expect(field(news.json, '1.sponsor')).toEqual({ show_sponsored: true, label: 'Gesponsord', color: '#ff0000' })
    expect(ids(await cms.get('/pa/v1/posts?page=1&tags=302&type[]=article'))).toEqual([1002])
    expect(ids(await cms.get('/pa/v1/posts?categories=201&page=1&hide_empty=true&type[]=post&type[]=article'))).toEqual(
      [2002, 2001, 1001, 1003],
    )
    expect((await cms.get('/pa/v1/posts?categories=203')).status).toBe(404)
    expect((await cms.get('/pa/v1/posts?type[]=vet')).status).toBe(400)
    expect(ids(await cms.get('/pa/v1/articles?knowledge-base-categories=401&page=1'))).toEqual([1001, 1003])
  })

  it('answers an author’s articles by id or slug with paging headers, guest authors included', async () => {
    const page = await cms.get('/wp/v2/author-articles?id=2&per_page=2')
    expect(ids(page)).toEqual([2002, 2001])
    expect([page.headers.get('x-wp-total'), page.headers.get('x-wp-totalpages')]).toEqual(['5', '3'])
    expect(ids(await cms.get('/wp/v2/author-articles?id=2&per_page=2&page=3'))).toEqual([1003])
    expect(ids(await cms.get('/wp/v2/author-articles?slug=hanna-kuipers'))).toEqual([1002])
    expect((await cms.get('/wp/v2/author-articles?id=1')).status).toBe(404)
  })

  it('groups partners by type', async () => {
    const types = list((await cms.get('/wp/v2/partners-by-type')).json)
    expect(types.map((t) => [t.slug, list(t.partners).map((p) => p.id)])).toEqual([
      ['farmacie', [2401]],
      ['voeding-partners', [2402]],
    ])
    expect(field(types[0], 'partners.0')).toMatchObject({
      url: { url: 'https://equimedica.example.nl', target: '_blank' },
      image: { id: 102 },
    })
  })
})

describe('discovery', () => {
  it('answers the /wp-json/ index, a namespace index and ?rest_route=', async () => {
    const index = (await cms.get('/')).json
    expect(field(index, 'namespaces')).toEqual(
      expect.arrayContaining(['wp/v2', 'menus/v1', 'pa/v1', 'jwt-auth/v1', 'gf/v2']),
    )
    expect(field(index, 'routes./wp/v2/articles/(?P<id>[\\d]+).methods')).toEqual([
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
    ])
    expect(field((await cms.get('/wp/v2')).json, 'namespace')).toBe('wp/v2')
    const plain = await fetch(`${cms.server.origin}/?rest_route=/wp/v2/articles&per_page=1`)
    expect(plain.headers.get('x-wp-total')).toBe('3')
  })
})
