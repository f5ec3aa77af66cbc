// An article as WordPress sends it → the domain entity the site renders.
import { describe, expect, it } from 'vitest'
import { WpArticleSchema, WpEventSchema } from '../schemas/wp/index.ts'
import { CMS, wpArticle, wpEvent, yoastWithTrail } from '../schemas/wp/test-payloads.ts'
import { normalizeArticle, normalizeEvent } from './entities.ts'
import { testContext } from './test-context.ts'

const article = (overrides: Record<string, unknown> = {}) =>
  normalizeArticle(WpArticleSchema.parse(wpArticle(overrides)), testContext())

describe('normalizeArticle', () => {
  it('gives the site path with a trailing slash and the title as plain text', () => {
    const a = article()
    expect(a.path).toBe('/kennisbank/luizen-bij-paarden/')
    expect(a.title).toBe('Luizen & neten: jeuk in de winter – wat nu?')
    expect(a.kind).toBe('article')
  })

  it("keeps a title's inline HTML for where it is shown, plain text for <title>, meta, Open Graph and JSON-LD", () => {
    const rendered = 'Wat is <em>strangles</em> (droes)? <script>x()</script><a href="/x">&amp; meer</a>'
    const yoast = yoastWithTrail(rendered)
    const a = article({ title: { rendered }, yoast_head_json: { ...yoast, title: rendered, og_title: rendered } })
    expect(a.title).toBe('Wat is strangles (droes)? & meer')
    expect(a.titleHtml).toBe('Wat is <em>strangles</em> (droes)? &amp; meer')
    expect(a.seo.title).toBe('Wat is strangles (droes)? & meer')
    expect(a.seo.og['og:title']).toBe('Wat is strangles (droes)? & meer')
    expect(a.breadcrumbs.at(-1)).toMatchObject({
      name: 'Wat is strangles (droes)? & meer',
      html: 'Wat is <em>strangles</em> (droes)? &amp; meer',
    })
    expect(JSON.stringify(a.seo.jsonLd)).not.toContain('<em>')
    expect(article().titleHtml).toBeUndefined()
    // Yoast's schema strips tags from the trail: the article's own crumb still shows the title's markup.
    const stripped = article({
      title: { rendered },
      yoast_head_json: yoastWithTrail('Wat is strangles (droes)? & meer'),
    })
    expect(stripped.breadcrumbs.at(-1)).toMatchObject({
      name: 'Wat is strangles (droes)? & meer',
      html: 'Wat is <em>strangles</em> (droes)? &amp; meer',
    })
  })

  it('warns, naming the post and the media id, when the featured image is not visible to anonymous readers', () => {
    const ctx = testContext()
    const a = normalizeArticle(WpArticleSchema.parse(wpArticle({ featured_media: 777 })), ctx)
    expect(a.featuredImage).toBeUndefined()
    expect(ctx.report.warnings).toEqual([
      expect.objectContaining({
        entity: 'articles',
        id: a.id,
        path: 'featured_media',
        url: `${CMS}/wp-json/wp/v2/media/777`,
        message: expect.stringContaining('featured image 777'),
      }),
    ])
  })

  it('sanitizes the HTML: scripts and handlers go, CMS links become site paths, images lazy and via the site', () => {
    const html = [
      '<script>alert(1)</script>',
      `<p onclick="steal()">Zie <a href="${CMS}/kennisbank/koliek">koliek</a> en <a href="https://example.org/x" target="_blank">elders</a>.</p>`,
      `<img src="${CMS}/wp-content/uploads/2026/05/hoef.jpg" onerror="x()" alt="Hoef">`,
      '<iframe src="https://evil.example/embed"></iframe>',
    ].join('')
    const { content } = article({ content: { rendered: html } })
    expect(content).not.toMatch(/script|alert|onclick|onerror|evil\.example/)
    expect(content).toContain('<a href="/kennisbank/koliek/">koliek</a>')
    expect(content).toContain('rel="noopener noreferrer"')
    expect(content).toContain('src="/wp-content/uploads/2026/05/hoef.jpg"')
    expect(content).toContain('loading="lazy"')
  })

  it('takes the featured image from the media library, with a srcset of its proportional sizes, via the site', () => {
    const image = article().featuredImage
    expect(image).toMatchObject({
      src: '/wp-content/uploads/2026/05/paardenhoofd.jpg',
      alt: 'Paardenhoofd',
      caption: 'Foto: redactie',
      width: 1600,
      height: 1000,
    })
    expect(image?.src_set).toBe(
      '/wp-content/uploads/2026/05/paardenhoofd-800x500.jpg 800w, /wp-content/uploads/2026/05/paardenhoofd.jpg 1600w',
    )
    expect(article({ featured_media: 0 }).featuredImage).toBeUndefined()
    expect(article({ featured_media: 999 }).featuredImage).toBeUndefined()
  })

  it('builds breadcrumbs from Yoast with the CMS host (localhost) stripped, ending at the article itself', () => {
    const a = article({ yoast_head_json: yoastWithTrail('Luizen') })
    expect(a.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Kennisbank', path: '/kennisbank/' },
      { name: 'Luizen', path: '/kennisbank/luizen-bij-paarden/' },
    ])
    expect(a.seo.canonical).toBe('https://www.hoefslag.nl/kennisbank/luizen-bij-paarden/')
  })

  it('falls back to the WordPress author when no authors are chosen, and keeps a chosen list', () => {
    expect(article().authors).toEqual([{ kind: 'user', id: 2 }])
    expect(article({ author: 0 }).authors).toEqual([])
    const chosen = article({
      extra_fields: {
        authors: [
          { type: 'guest_author', id: 2601 },
          { type: 'user', id: 3 },
        ],
      },
    })
    expect(chosen.authors).toEqual([
      { kind: 'guest', id: 2601 },
      { kind: 'user', id: 3 },
    ])
  })

  it('defaults the primary category and knowledge-base category to the first one, unless the editor chose one', () => {
    const a = article()
    expect(a.primaryCategoryId).toBe(203)
    expect(a.primaryKbCategoryId).toBe(404)
    expect(article({ extra_fields: { primary_category: 204 } }).primaryCategoryId).toBe(204)
    expect(article({ categories: [] })).not.toHaveProperty('primaryCategoryId')
  })

  it('keeps WordPress local dates and formats them in Dutch', () => {
    expect(article()).toMatchObject({
      date: '2026-01-13T09:00:00',
      dateFormatted: '13 januari 2026',
      modified: '2026-02-20T10:00:00',
    })
  })
})

describe('normalizeEvent', () => {
  it('keeps start and end as local date-times and makes the registration link a site path', () => {
    const raw = WpEventSchema.parse(wpEvent({}, { registration_link: { url: `${CMS}/contact`, title: 'Aanmelden' } }))
    const event = normalizeEvent(raw, testContext())
    expect(event).toMatchObject({
      path: '/event/congres-2026/',
      startDate: '2026-03-14T09:30:00',
      endDate: '2026-03-14T17:00:00',
    })
    expect(event.registrationLink).toEqual({ url: '/contact/', title: 'Aanmelden', target: '' })
  })
})
