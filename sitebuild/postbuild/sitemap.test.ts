// sitemap.xml and robots.txt from a small snapshot.
import { describe, expect, it } from 'vitest'
import { article, author, entities, page, site, term } from '#pipeline/derive/test-entities.ts'
import { fixtureSnapshot } from '#pipeline/snapshot/test-fixture.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { robotsTxt } from './robots.ts'
import { sitemapEntries, sitemapFiles } from './sitemap.ts'

const SITE = 'https://www.hoefslag.nl'

function snapshot(): Snapshot {
  const koliek = article({ id: 1001, path: '/kennisbank/koliek/', date: '2025-02-10T09:30:00' })
  koliek.seo = { ...koliek.seo, modifiedTime: '2026-09-14T09:05:00+00:00' }
  const hoef = article({ id: 1002, path: '/kennisbank/hoef/', date: '2026-10-01T10:00:00', categoryIds: [201] })
  const hidden = page({ id: 2310, path: '/bedankt/' })
  hidden.seo = { ...hidden.seo, robots: 'noindex, follow' }
  const anouk = author('user', 2, 'Anouk de Vries')
  return {
    ...fixtureSnapshot(),
    site: site(),
    entities: entities({
      articles: [koliek, hoef],
      pages: [hidden, page({ id: 2302, path: '/kennisbank/', date: '2025-01-01T00:00:00' })],
      authors: [anouk],
      terms: [term(201, 'Gezondheid')],
    }),
    routes: {
      '/': { kind: 'home', id: 2301 },
      '/kennisbank/': { kind: 'kennisbank', id: 2302 },
      '/kennisbank/koliek/': { kind: 'article', id: 1001 },
      '/kennisbank/hoef/': { kind: 'article', id: 1002 },
      '/categorie/gezondheid/': { kind: 'category', id: 201 },
      '/auteurs/anouk-de-vries/': { kind: 'author', key: 'user:2' },
      '/bedankt/': { kind: 'page', id: 2310 },
      '/login/': { kind: 'login' },
      '/zoeken/': { kind: 'zoeken' },
      '/styleguide/': { kind: 'styleguide' },
    },
    lists: {
      ...fixtureSnapshot().lists,
      articles: [1002, 1001],
      byTerm: { 201: [1002] },
      byAuthor: { 'user:2': [1001] },
    },
  }
}

describe('sitemap', () => {
  const entries = sitemapEntries(snapshot(), `${SITE}/`)

  it('lists every indexable route as an absolute URL, without login, search, style guide and noindex pages', () => {
    expect(entries.map((e) => e.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/kennisbank/`,
      `${SITE}/kennisbank/koliek/`,
      `${SITE}/kennisbank/hoef/`,
      `${SITE}/categorie/gezondheid/`,
      `${SITE}/auteurs/anouk-de-vries/`,
    ])
  })

  it('dates entries by Yoast modified time, else by the modified date; lists by their newest item', () => {
    const lastmod = Object.fromEntries(entries.map((e) => [e.loc.slice(SITE.length), e.lastmod]))
    expect(lastmod['/kennisbank/koliek/']).toBe('2026-09-14T09:05:00+00:00')
    expect(lastmod['/kennisbank/hoef/']).toBe('2026-10-01')
    expect(lastmod['/kennisbank/']).toBe('2026-10-01')
    expect(lastmod['/categorie/gezondheid/']).toBe('2026-10-01')
    expect(lastmod['/auteurs/anouk-de-vries/']).toBe('2026-09-14T09:05:00+00:00')
  })

  it('writes one urlset, or an index of numbered files when there are too many URLs', () => {
    const [single] = sitemapFiles(entries, SITE)
    expect(single?.xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(single?.xml).toContain(
      `<url><loc>${SITE}/kennisbank/koliek/</loc><lastmod>2026-09-14T09:05:00+00:00</lastmod></url>`,
    )
    const split = sitemapFiles(entries, SITE, 4)
    expect(split.map((f) => f.name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml'])
    expect(split[0]?.xml).toContain(`<sitemap><loc>${SITE}/sitemap-2.xml</loc></sitemap>`)
    expect(split[2]?.xml.match(/<url>/g)).toHaveLength(2)
  })
})

describe('robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of the functions and the login page', () => {
    expect(robotsTxt({ siteUrl: SITE, indexable: true })).toBe(
      `User-agent: *\nDisallow: /api/\nDisallow: /login/\n\nSitemap: ${SITE}/sitemap.xml\n`,
    )
  })

  it('keeps every crawler out of a deploy preview', () => {
    expect(robotsTxt({ siteUrl: SITE, indexable: false })).toContain('User-agent: *\nDisallow: /\n')
  })
})
