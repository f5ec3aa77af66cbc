// The route table: what each public path renders, what gets no page, and collisions refused.
import { describe, expect, it } from 'vitest'
import { BuildReport } from '../report.ts'
import { buildRoutes } from './routes.ts'
import { article, author, entities, page, partner, post, product, site, term } from './test-entities.ts'

const FIXED = [
  '/kennisbank/',
  '/academy/',
  '/events/',
  '/nieuws/',
  '/auteurs/',
  '/partners/',
  '/finder/',
  '/zoeken/',
  '/login/',
  '/styleguide/',
]

describe('buildRoutes', () => {
  const routes = buildRoutes(
    entities({
      articles: [article({ id: 1001, path: '/kennisbank/koliek/' })],
      posts: [post({ id: 2001, path: '/droes-uitbraak/' })],
      pages: [page({ id: 2306, path: '/over-ons/' }), page({ id: 2307, path: '/over-ons/redactie/', parentId: 2306 })],
      authors: [author('user', 2, 'Anouk de Vries'), author('guest', 2601, 'Gast Schrijver')],
      terms: [
        term(201, 'Gezondheid'),
        term(401, 'Koliek', { taxonomy: 'knowledge-base-category', path: '/kennisbank-cat/koliek/' }),
        term(318, 'Winter', { taxonomy: 'post_tag', path: '/tag/winter/' }),
        term(451, 'Achtergrond', { taxonomy: 'content-type', path: '/content-type/achtergrond/' }),
      ],
    }),
    site(),
  )

  it('ends every path in a slash', () => {
    expect(Object.keys(routes).length).toBeGreaterThan(FIXED.length)
    for (const path of Object.keys(routes)) expect(path).toMatch(/\/$/)
  })

  it('has the home page and every fixed list route', () => {
    expect(routes['/']).toEqual({ kind: 'home', id: 2301 })
    for (const path of FIXED) expect(routes[path], path).toBeDefined()
    expect(routes['/kennisbank/']).toEqual({ kind: 'kennisbank' })
  })

  it('routes each entity to its own kind, news posts at /{slug}/ as posts', () => {
    expect(routes['/kennisbank/koliek/']).toEqual({ kind: 'article', id: 1001 })
    expect(routes['/droes-uitbraak/']).toEqual({ kind: 'post', id: 2001 })
    expect(routes['/over-ons/redactie/']).toEqual({ kind: 'page', id: 2307 })
    expect(routes['/auteurs/gast-schrijver/']).toEqual({ kind: 'author', key: 'guest:2601' })
    expect(routes['/categorie/gezondheid/']).toEqual({ kind: 'category', id: 201 })
    expect(routes['/kennisbank-cat/koliek/']).toEqual({ kind: 'kb-category', id: 401 })
    expect(routes['/tag/winter/']).toEqual({ kind: 'tag', id: 318 })
  })

  it('gives no page to the 404 page or to content types', () => {
    expect(routes['/niet-gevonden/']).toBeUndefined()
    expect(routes['/content-type/achtergrond/']).toBeUndefined()
  })

  it('lets a CMS page at /kennisbank/ lend its id to the kennisbank list route', () => {
    const withPage = buildRoutes(entities({ pages: [page({ id: 2303, path: '/kennisbank/' })] }), site())
    expect(withPage['/kennisbank/']).toEqual({ kind: 'kennisbank', id: 2303 })
  })

  it('does not route drafts, private or future items', () => {
    const table = buildRoutes(
      entities({
        articles: [
          article({ id: 1039, path: '/kennisbank/concept/', status: 'draft' }),
          article({ id: 1040, path: '/kennisbank/prive/', status: 'private' }),
        ],
        posts: [post({ id: 2015, path: '/binnenkort/', status: 'future' })],
        pages: [page({ id: 2399, path: '/geheim/', status: 'pending' })],
      }),
      site(),
    )
    expect(Object.keys(table).filter((p) => /concept|prive|binnenkort|geheim/.test(p))).toEqual([])
  })

  it('gives a partner with a hidden detail page no route, and none to its products', () => {
    const table = buildRoutes(
      entities({
        partners: [
          partner({ id: 2401, path: '/partners/zichtbaar/' }),
          partner({ id: 2410, path: '/partners/verborgen/', hideDetailPage: true }),
        ],
        products: [
          product({ id: 2501, path: '/partners/zichtbaar/zadel/', partnerId: 2401 }),
          product({ id: 2502, path: '/partners/verborgen/trens/', partnerId: 2410 }),
          product({ id: 2503, path: '/partners/weg/deken/', partnerId: 2499 }),
        ],
      }),
      site(),
    )
    expect(table['/partners/zichtbaar/']).toEqual({ kind: 'partner', id: 2401 })
    expect(table['/partners/zichtbaar/zadel/']).toEqual({ kind: 'product', id: 2501 })
    expect(table['/partners/verborgen/']).toBeUndefined()
    expect(table['/partners/verborgen/trens/']).toBeUndefined()
    expect(table['/partners/weg/deken/']).toBeUndefined()
  })

  const reported = (e: Parameters<typeof entities>[0]) => {
    const report = new BuildReport()
    const table = buildRoutes(entities(e), site(), report)
    return { table, messages: report.warnings.map((w) => `${w.entity} ${String(w.id)} ${w.message}`) }
  }

  it('keeps the first of two entities at one path and reports the second, naming the path and both claims', () => {
    const { table, messages } = reported({
      pages: [page({ id: 2306, path: '/droes/' })],
      posts: [post({ id: 2001, path: '/droes/' })],
    })
    expect(table['/droes/']).toEqual({ kind: 'page', id: 2306 })
    expect(messages).toEqual(['post 2001 no page: /droes/ is already page 2306'])
  })

  it('reports an entity on a fixed list route that is not a page', () => {
    const { table, messages } = reported({ posts: [post({ id: 2001, path: '/events/' })] })
    expect(table['/events/']).toEqual({ kind: 'events' })
    expect(messages).toHaveLength(1)
  })

  it('reports, and leaves out, a path without a trailing slash or of the wrong shape; the rest stays', () => {
    const { table, messages } = reported({
      articles: [
        article({ id: 1001, path: '/kennisbank/koliek' }),
        article({ id: 1002, path: '/kennisbank/a/b/' }),
        article({ id: 1003, path: '/kennisbank/droes/' }),
      ],
      terms: [term(201, 'Extern', { path: 'https://elders.example/categorie/x/' })],
    })
    expect(Object.keys(table).filter((p) => p.includes('/kennisbank/') || p.includes('elders'))).toEqual([
      '/kennisbank/',
      '/kennisbank/droes/',
    ])
    expect(messages).toEqual([
      'article 1001 no page: /kennisbank/koliek is not a path the site serves for a article',
      'article 1002 no page: /kennisbank/a/b/ is not a path the site serves for a article',
      'category 201 no page: https://elders.example/categorie/x/ is not a path the site serves for a category',
    ])
  })

  it('gives no page to a category, tag or knowledge-base category without posts (WordPress\'s "Uncategorized")', () => {
    const table = buildRoutes(
      entities({
        terms: [
          term(1, 'Geen categorie', { path: '/categorie/geen-categorie/' }),
          term(201, 'Gezondheid', { path: '/categorie/gezondheid/' }),
        ],
      }),
      site(),
      new BuildReport(),
      { byTerm: { 201: [1001] } },
    )
    expect(table['/categorie/geen-categorie/']).toBeUndefined()
    expect(table['/categorie/gezondheid/']).toEqual({ kind: 'category', id: 201 })
  })

  it('routes child terms of hierarchical taxonomies at their nested WordPress paths', () => {
    const { table, messages } = reported({
      terms: [
        term(201, 'Gezondheid', { path: '/categorie/gezondheid/' }),
        term(213, 'Gebit en mond', { path: '/categorie/gezondheid/gebit-en-mond/', parentId: 201 }),
        term(411, 'Hoefaandoeningen', {
          taxonomy: 'knowledge-base-category',
          path: '/kennisbank-cat/hoeven/hoefaandoeningen/',
          parentId: 402,
        }),
      ],
    })
    expect(table['/categorie/gezondheid/gebit-en-mond/']).toEqual({ kind: 'category', id: 213 })
    expect(table['/kennisbank-cat/hoeven/hoefaandoeningen/']).toEqual({ kind: 'kb-category', id: 411 })
    expect(messages).toEqual([])
  })
})
