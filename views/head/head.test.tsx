// The head of a page and of the error page, rendered to HTML as the server sends it.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PageMeta } from '#content/page-meta.ts'
import type { Seo } from '#lib/model/types.ts'
import { HeadTags } from './HeadTags.tsx'
import { splitHeadSeo } from './head-seo.ts'
import { jsonLdText } from '#lib/seo/json-ld.ts'
import { pageHead, type HeadPageContext } from './page-head.ts'

const seo: Seo = {
  title: 'Koliek herkennen - Hoefslag',
  description: 'Koliek is de meest voorkomende spoedsituatie bij paarden.',
  robots: 'index, follow, max-image-preview:large',
  canonical: 'https://www.hoefslag.nl/kennisbank/koliek/',
  og: {
    'og:locale': 'nl_NL',
    'og:type': 'article',
    'og:title': 'Koliek herkennen - Hoefslag',
    'og:description': 'Koliek bij paarden: de signalen.',
    'og:url': 'https://www.hoefslag.nl/kennisbank/koliek/',
    'og:site_name': 'Hoefslag',
  },
  ogImage: { url: 'https://www.hoefslag.nl/wp-content/uploads/koliek.jpg', width: 1600, height: 1067 },
  twitter: { 'twitter:card': 'summary_large_image', 'twitter:title': 'Koliek & eerste hulp' },
  jsonLd: {
    '@context': 'https://schema.org',
    '@graph': [{ '@type': 'Article', headline: 'Koliek </script><script>alert(1)</script>' }],
  },
  publishedTime: '2025-02-10T08:30:00+00:00',
  modifiedTime: '2026-09-14T09:05:00+00:00',
}
const meta: PageMeta = { kind: 'article', path: '/kennisbank/koliek/', seo, breadcrumbs: [], skipLastBreadcrumb: false }
const ctx = (c: Partial<HeadPageContext>): HeadPageContext => ({
  is404: null,
  globalContext: { layout: { translations: {} } },
  ...c,
})
const html = (c: HeadPageContext) => renderToStaticMarkup(<HeadTags head={pageHead(c)} />)

describe('page head', () => {
  // As Vike hands it to +Head: after +onBeforeRender.server.ts moved the full SEO to pageContext.headSeo.
  const out = html(ctx({ ...splitHeadSeo({ meta }) }))

  it('keeps only the title, canonical URL and og:title in the data the browser gets', () => {
    const split = splitHeadSeo({ meta, rows: [] })
    expect(split?.headSeo).toBe(seo)
    expect(split?.data).toEqual({
      rows: [],
      meta: {
        ...meta,
        seo: { title: seo.title, canonical: seo.canonical, og: { 'og:title': 'Koliek herkennen - Hoefslag' } },
      },
    })
    expect(JSON.stringify(split?.data)).not.toMatch(/ld\+json|@graph|twitter|robots|description/)
    expect(splitHeadSeo({ notFound: undefined })).toBeUndefined()
  })

  it('takes the title from meta.seo, also while prerendering (is404 false on normal pages)', () => {
    expect(pageHead(ctx({ data: { meta } })).title).toBe('Koliek herkennen - Hoefslag')
    expect(pageHead(ctx({ data: { meta }, is404: false, pageId: '/pages/kennisbank/@slug' }))).toMatchObject({
      kind: 'page',
    })
  })

  it('renders description, robots, canonical, favicon and theme colour', () => {
    expect(out).toContain(
      '<meta name="description" content="Koliek is de meest voorkomende spoedsituatie bij paarden."/>',
    )
    expect(out).toContain('<meta name="robots" content="index, follow, max-image-preview:large"/>')
    expect(out).toContain('<link rel="canonical" href="https://www.hoefslag.nl/kennisbank/koliek/"/>')
    expect(out).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>')
    expect(out).toContain('<meta name="theme-color" content="#1f4e3d"/>')
  })

  it("renders Open Graph (og:title is left to vike-react's title), article times and Twitter tags", () => {
    expect(out).toContain('<meta property="og:type" content="article"/>')
    expect(out).toContain('<meta property="og:description" content="Koliek bij paarden: de signalen."/>')
    expect(out).toContain('<meta property="og:url" content="https://www.hoefslag.nl/kennisbank/koliek/"/>')
    expect(out).not.toContain('og:title')
    expect(out).toContain('<meta property="og:image" content="https://www.hoefslag.nl/wp-content/uploads/koliek.jpg"/>')
    expect(out).toContain(
      '<meta property="og:image:width" content="1600"/><meta property="og:image:height" content="1067"/>',
    )
    expect(out).toContain('<meta property="article:published_time" content="2025-02-10T08:30:00+00:00"/>')
    expect(out).toContain('<meta property="article:modified_time" content="2026-09-14T09:05:00+00:00"/>')
    expect(out).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(out).toContain('<meta name="twitter:title" content="Koliek &amp; eerste hulp"/>')
  })

  it('embeds the schema as JSON-LD that no "</script>" inside can break out of', () => {
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(out)
    expect(script?.[1]).toBe(jsonLdText(seo.jsonLd))
    expect(out.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(script?.[1] ?? '')).toEqual(seo.jsonLd)
    expect(script?.[1]).toContain('Koliek \\u003c/script\\u003e')
  })
})

describe('error page head', () => {
  it('gives the not-found title and noindex when there is no data', () => {
    const c = ctx({ is404: true })
    expect(pageHead(c).title).toBe('Deze pagina kon niet worden gevonden - Hoefslag')
    const out = html(c)
    expect(out).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(out).not.toContain('canonical')
  })

  it('uses the server-error title for 500 and the CMS translation when there is one', () => {
    expect(pageHead(ctx({ is404: false, pageId: '/pages/_error' })).title).toBe('Er is iets misgegaan - Hoefslag')
    expect(pageHead(ctx({ abortStatusCode: 403 })).title).toBe('Deze pagina kon niet worden gevonden - Hoefslag')
    const translated = ctx({
      is404: true,
      globalContext: { layout: { translations: { not_found_title: 'Pagina niet gevonden' } } },
    })
    expect(pageHead(translated).title).toBe('Pagina niet gevonden - Hoefslag')
  })

  it('treats data of kind "error" as the error page even with CMS SEO', () => {
    const c = ctx({ is404: true, data: { meta: { ...meta, kind: 'error' } } })
    expect(pageHead(c)).toMatchObject({ kind: 'error', status: 404 })
    expect(html(c)).not.toContain('og:type')
  })
})
