// SEO normalization and breadcrumbs from a realistic Yoast payload, with CMS URLs moved onto the site origin.
import { describe, expect, it } from 'vitest'
import { YoastHeadSchema } from '../schemas/wp/index.ts'
import { breadcrumbsFrom, normalizeSeo } from './seo.ts'
import { createUrlContext } from './urls.ts'

const SITE = 'https://www.hoefslag.nl'
const ctx = createUrlContext({ cmsOrigins: ['http://localhost:8081'], siteUrl: SITE })
const CMS = 'http://localhost:8081'

const yoast = YoastHeadSchema.parse({
  title: 'Koliek bij paarden &#8211; herkennen en handelen - Hoefslag',
  description: 'Wat is koliek, hoe herken je het en wanneer bel je de dierenarts?',
  robots: {
    index: 'index',
    follow: 'follow',
    'max-snippet': 'max-snippet:-1',
    'max-image-preview': 'max-image-preview:large',
    'max-video-preview': 'max-video-preview:-1',
  },
  canonical: `${CMS}/kennisbank/koliek/`,
  og_locale: 'nl_NL',
  og_type: 'article',
  og_title: 'Koliek bij paarden - Hoefslag',
  og_description: 'Wat is koliek?',
  og_url: `${CMS}/kennisbank/koliek/`,
  og_site_name: 'Hoefslag',
  article_published_time: '2024-03-01T09:00:00+00:00',
  article_modified_time: '2024-05-02T10:30:00+00:00',
  og_image: [{ width: 1200, height: 800, url: `${CMS}/wp-content/uploads/2024/03/koliek.jpg`, type: 'image/jpeg' }],
  twitter_card: 'summary_large_image',
  twitter_image: `${CMS}/wp-content/uploads/2024/03/koliek.jpg`,
  schema: {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': `${CMS}/kennisbank/koliek/`,
        url: `${CMS}/kennisbank/koliek/`,
        breadcrumb: { '@id': `${CMS}/kennisbank/koliek/#breadcrumb` },
      },
      {
        '@type': 'BreadcrumbList',
        '@id': `${CMS}/kennisbank/koliek/#breadcrumb`,
        itemListElement: [
          { '@type': 'ListItem', position: 3, name: 'Koliek &amp; buikpijn' },
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${CMS}/` },
          { '@type': 'ListItem', position: 2, name: 'Kennisbank', item: `${CMS}/kennisbank/` },
        ],
      },
      {
        '@type': 'WebSite',
        '@id': `${CMS}/#website`,
        url: `${CMS}/`,
        sameAs: ['https://www.facebook.com/hoefslag'],
        potentialAction: [{ '@type': 'SearchAction', target: { urlTemplate: `${CMS}/?s={search_term_string}` } }],
      },
    ],
  },
})
const fallback = { title: 'Koliek', description: 'Uittreksel', path: '/kennisbank/koliek/' }

describe('normalizeSeo', () => {
  const seo = normalizeSeo(yoast, fallback, ctx, SITE)

  it('takes title, description and robots from Yoast, entities decoded', () => {
    expect(seo.title).toBe('Koliek bij paarden – herkennen en handelen - Hoefslag')
    expect(seo.description).toBe('Wat is koliek, hoe herken je het en wanneer bel je de dierenarts?')
    expect(seo.robots).toBe('index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1')
  })

  it('puts canonical, og:url and images on the site origin', () => {
    expect(seo.canonical).toBe(`${SITE}/kennisbank/koliek/`)
    expect(seo.og).toEqual({
      'og:locale': 'nl_NL',
      'og:type': 'article',
      'og:title': 'Koliek bij paarden - Hoefslag',
      'og:description': 'Wat is koliek?',
      'og:url': `${SITE}/kennisbank/koliek/`,
      'og:site_name': 'Hoefslag',
    })
    expect(seo.ogImage).toEqual({ url: `${SITE}/wp-content/uploads/2024/03/koliek.jpg`, width: 1200, height: 800 })
    expect(seo.twitter).toEqual({
      'twitter:card': 'summary_large_image',
      'twitter:image': `${SITE}/wp-content/uploads/2024/03/koliek.jpg`,
    })
    expect(seo.publishedTime).toBe('2024-03-01T09:00:00+00:00')
    expect(seo.modifiedTime).toBe('2024-05-02T10:30:00+00:00')
  })

  it('moves every CMS URL of the schema graph onto the site, keeping templates and external URLs', () => {
    const json = JSON.stringify(seo.jsonLd)
    expect(json).not.toContain('localhost')
    expect(json).toContain(`"${SITE}/kennisbank/koliek/#breadcrumb"`)
    expect(json).toContain(`"urlTemplate":"${SITE}/?s={search_term_string}"`)
    expect(json).toContain('"https://www.facebook.com/hoefslag"')
  })

  it('falls back to the entity without Yoast', () => {
    const image = {
      src: '/wp-content/uploads/a.jpg',
      src_set: '',
      sizes: '',
      alt: '',
      caption: '',
      width: 800,
      height: 600,
    }
    expect(normalizeSeo(undefined, { ...fallback, image }, ctx, SITE)).toEqual({
      title: 'Koliek',
      description: 'Uittreksel',
      robots: 'index, follow',
      canonical: `${SITE}/kennisbank/koliek/`,
      og: { 'og:title': 'Koliek', 'og:description': 'Uittreksel', 'og:url': `${SITE}/kennisbank/koliek/` },
      ogImage: { url: `${SITE}/wp-content/uploads/a.jpg`, width: 800, height: 600 },
      twitter: { 'twitter:card': 'summary_large_image' },
    })
  })

  it('keeps noindex and an external canonical', () => {
    const seo = normalizeSeo(
      YoastHeadSchema.parse({
        title: 'x',
        robots: { index: 'noindex', follow: 'nofollow' },
        canonical: 'https://partner.nl/a',
      }),
      fallback,
      ctx,
      SITE,
    )
    expect(seo.robots).toBe('noindex, nofollow')
    expect(seo.canonical).toBe('https://partner.nl/a')
  })
})

describe('breadcrumbsFrom', () => {
  it('reads the BreadcrumbList in position order, as site paths, the last item on the current path', () => {
    expect(breadcrumbsFrom(yoast, ctx, '/kennisbank/koliek/')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Kennisbank', path: '/kennisbank/' },
      { name: 'Koliek & buikpijn', path: '/kennisbank/koliek/' },
    ])
  })

  it('uses the canonical for the last item without a current path, and is empty without a list', () => {
    expect(breadcrumbsFrom(yoast, ctx).at(-1)).toEqual({ name: 'Koliek & buikpijn', path: '/kennisbank/koliek/' })
    expect(breadcrumbsFrom(undefined, ctx, '/x/')).toEqual([])
    expect(
      breadcrumbsFrom(YoastHeadSchema.parse({ title: 'x', schema: { '@graph': [{ '@type': 'WebPage' }] } }), ctx),
    ).toEqual([])
  })
})
