// _embed (author, wp:featuredmedia, wp:term), _links and the computed yoast_head_json with its breadcrumb trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { field, list, startFixture, type Harness } from './test-helpers.ts'

let cms: Harness
beforeAll(async () => {
  cms = await startFixture({ siteUrl: 'https://www.hoefslag.example' })
})
afterAll(() => cms.close())

const crumbs = (item: unknown) => {
  const graph = list(field(item, 'yoast_head_json.schema.@graph'))
  return list(graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement)
}

describe('_embed and _links', () => {
  it('embeds the author, the featured media and the terms per taxonomy', async () => {
    const [article] = list((await cms.get('/wp/v2/articles?slug=koliek-herkennen&_embed')).json)
    expect(field(article, '_embedded.author.0')).toMatchObject({
      id: 2,
      name: 'Anouk de Vries',
      slug: 'anouk-de-vries',
    })
    expect(field(article, '_embedded.wp:featuredmedia.0')).toMatchObject({
      id: 101,
      mime_type: 'image/png',
      alt_text: 'Een paard',
    })
    const terms = field(article, '_embedded.wp:term')
    expect(Array.isArray(terms) && terms.map((group) => list(group).map((t) => t.slug))).toEqual([
      ['gezondheid'],
      ['koliek'],
      ['koliek-en-spijsvertering'],
      ['artikel'],
    ])
  })

  it('embeds only the rels asked for, and nothing without _embed', async () => {
    const only = (await cms.get('/wp/v2/articles/1001?_embed=author')).json
    expect(Object.keys(field(only, '_embedded') ?? {})).toEqual(['author'])
    expect(field((await cms.get('/wp/v2/articles/1001')).json, '_embedded')).toBeUndefined()
  })

  it('links to itself, its collection, and embeddable author, media and terms', async () => {
    const links = field((await cms.get('/wp/v2/articles/1001')).json, '_links')
    expect(field(links, 'self.0.href')).toBe(`${cms.server.url}/wp/v2/articles/1001`)
    expect(field(links, 'author.0')).toEqual({ embeddable: true, href: `${cms.server.url}/wp/v2/users/2` })
    expect(field(links, 'wp:featuredmedia.0.embeddable')).toBe(true)
    expect(field(links, 'wp:term.2')).toMatchObject({
      taxonomy: 'knowledge-base-categories',
      href: `${cms.server.url}/wp/v2/knowledge-base-categories?post=1001`,
    })
  })
})

describe('media uploaded into a draft (WordPress hides them from anonymous readers)', () => {
  it('answers 401 rest_forbidden and leaves it out of the list without a token; shows it to an editor', async () => {
    const single = await cms.get('/wp/v2/media/103')
    expect(single.status).toBe(401)
    expect(single.json).toMatchObject({ code: 'rest_forbidden' })
    expect(list((await cms.get('/wp/v2/media')).json).map((m) => m.id)).not.toContain(103)
    const token = await cms.login()
    expect((await cms.get('/wp/v2/media/103', { token })).status).toBe(200)
    expect(list((await cms.get('/wp/v2/media', { token })).json).map((m) => m.id)).toContain(103)
  })
})

describe('yoast_head_json', () => {
  it('is computed from title, excerpt and featured image, canonical on the site URL', async () => {
    const yoast = field((await cms.get('/wp/v2/articles/1001')).json, 'yoast_head_json')
    expect(yoast).toMatchObject({
      title: 'Koliek herkennen - Hoefslag',
      description: 'Koliek is buikpijn bij het paard & vraagt snelle actie.',
      canonical: 'https://www.hoefslag.example/kennisbank/koliek-herkennen/',
      robots: { index: 'index', follow: 'follow' },
      og_type: 'article',
      og_image: [
        { url: `${cms.server.origin}/wp-content/uploads/2026/05/paard.png`, width: 8, height: 6, type: 'image/png' },
      ],
      twitter_card: 'summary_large_image',
      article_published_time: '2026-03-14T08:30:00+00:00',
    })
  })

  it('has a breadcrumb trail Home → section → item, items on the CMS origin, the last without item', async () => {
    const article = crumbs((await cms.get('/wp/v2/articles/1001')).json)
    expect(article.map((c) => c.name)).toEqual(['Home', 'Kennisbank', 'Koliek en spijsvertering', 'Koliek herkennen'])
    expect(article[1]?.item).toBe(`${cms.server.origin}/kennisbank/`)
    expect(article.at(-1)?.item).toBeUndefined()
    const news = crumbs((await cms.get('/wp/v2/posts/2001')).json)
    expect(news.map((c) => [c.name, c.item])).toEqual([
      ['Home', `${cms.server.origin}/`],
      ['Nieuws', `${cms.server.origin}/nieuws/`],
      ['Nieuw vaccin tegen droes', undefined],
    ])
  })

  it('puts parent pages in the trail of a nested page, and covers terms and users', async () => {
    const team = crumbs((await cms.get('/wp/v2/pages/2303')).json)
    expect(team.map((c) => c.name)).toEqual(['Home', 'Over ons', 'Ons team'])
    expect(team[1]?.item).toBe(`${cms.server.origin}/over-ons/`)
    expect(crumbs((await cms.get('/wp/v2/knowledge-base-categories/401')).json).map((c) => c.name)).toEqual([
      'Home',
      'Kennisbank',
      'Koliek en spijsvertering',
    ])
    expect(crumbs((await cms.get('/wp/v2/users/2')).json).map((c) => c.name)).toEqual([
      'Home',
      'Auteurs',
      'Anouk de Vries',
    ])
    expect(crumbs((await cms.get('/wp/v2/products/2451')).json).map((c) => c.name)).toEqual([
      'Home',
      'Partners',
      'EquiMedica',
      'Wormkuur',
    ])
  })

  it('makes upload paths in content files absolute on the CMS origin', async () => {
    const user = (await cms.get('/wp/v2/users/2')).json
    expect(field(user, 'avatar_urls.96')).toBe(`${cms.server.origin}/wp-content/uploads/2026/05/paard-150x150.png`)
    expect(field(user, 'extra_fields.profile_image')).toMatchObject({ id: 101, alt: 'Portret van Anouk', width: 8 })
  })
})
