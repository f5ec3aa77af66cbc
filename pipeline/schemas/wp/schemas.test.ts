// The CMS contract at the boundary: valid payloads parse with their defaults, invalid ones fail naming the field.
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  BLOCK_LAYOUTS,
  WpArticleSchema,
  WpBlockSchema,
  WpClinicSchema,
  WpEventSchema,
  WpMenuLocationsSchema,
  WpRedirectSchema,
  WpMediaSchema,
  WpTermSchema,
  type BlockLayout,
} from './index.ts'
import {
  BLOCK_SAMPLES,
  acfImage,
  block,
  wpArticle,
  wpClinic,
  wpEvent,
  wpMedia,
  wpMenuLocations,
} from './test-payloads.ts'
import { mediaToImage } from '../../normalize/images.ts'
import { createUrlContext } from '../../normalize/urls.ts'

/** The dotted paths of the fields a failed parse names. */
function failedFields(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input)
  expect(result.success, 'expected the payload to be rejected').toBe(false)
  return result.success ? [] : result.error.issues.map((i) => i.path.map(String).join('.'))
}

/** spec §2 "Content blocks": every block the site renders. */
const SPEC_BLOCKS = [
  'intro_column',
  'text_column',
  'text_image_column',
  'call_to_action',
  'text_quote_column',
  'ad',
  'post_card',
  'cta_post_card',
  'author',
  'authors',
  'image_gallery',
  'adjacent_posts',
  'highlighted_articles',
  'highlighted_kb_articles',
  'highlighted_partners',
  'featured_posts_with_icons',
  'highlighted_videos',
  'tabs',
  'table_of_contents',
  'video',
  'chip_number',
  'image',
  'articles_list',
  'questions',
  'gravity_form',
  'accordion',
  'mailblue_form',
  'interactive_image',
  'calculate_weight_form',
]

describe('WpArticleSchema', () => {
  it('parses a valid article and fills in what WordPress may leave out', () => {
    const minimal = wpArticle({
      content: undefined,
      excerpt: undefined,
      extra_fields: undefined,
      tags: undefined,
      featured_media: undefined,
    })
    const article = WpArticleSchema.parse(minimal)
    expect(article.content.rendered).toBe('')
    expect(article.tags).toEqual([])
    expect(article.featured_media).toBe(0)
    expect(article.extra_fields).toMatchObject({ authors: [], show_author: true })
    expect(article.extra_fields.banner).toBeUndefined()
  })

  it('turns an ACF `false` (empty field) into undefined, and keeps a filled one', () => {
    const sponsor = { show_sponsored: true, label: 'Partner', logo: false, banner_image: acfImage() }
    const article = WpArticleSchema.parse(
      wpArticle({ extra_fields: { banner: false, sponsor, primary_category: false } }),
    )
    expect(article.extra_fields.banner).toBeUndefined()
    expect(article.extra_fields.primary_category).toBeUndefined()
    expect(article.extra_fields.sponsor?.logo).toBeUndefined()
    expect(article.extra_fields.sponsor?.banner_image?.src).toContain('/wp-content/uploads/')
  })

  it('rejects an article without a title, naming the field', () => {
    expect(failedFields(WpArticleSchema, wpArticle({ title: undefined }))).toEqual(['title'])
  })

  it('rejects an unknown status and a non-numeric term id, naming each field', () => {
    expect(failedFields(WpArticleSchema, wpArticle({ status: 'trash' }))).toEqual(['status'])
    expect(failedFields(WpArticleSchema, wpArticle({ categories: [203, 'koliek'] }))).toEqual(['categories.1'])
  })
})

describe('WpClinicSchema', () => {
  it('accepts a Dutch postcode with or without the space', () => {
    expect(WpClinicSchema.safeParse(wpClinic()).success).toBe(true)
    expect(WpClinicSchema.safeParse(wpClinic({ postcode: '3511AB' })).success).toBe(true)
  })

  it('rejects postcode "12345" naming extra_fields.address.postcode and saying what it expects', () => {
    const result = WpClinicSchema.safeParse(wpClinic({ postcode: '12345' }))
    expect(result.success).toBe(false)
    const issue = result.error?.issues[0]
    expect(issue?.path.join('.')).toBe('extra_fields.address.postcode')
    expect(issue?.message).toMatch(/Dutch postcode/)
  })

  it('rejects coordinates outside the Netherlands', () => {
    expect(failedFields(WpClinicSchema, wpClinic({ lat: 48.85 }))).toEqual(['extra_fields.address.lat'])
  })
})

describe('WpEventSchema', () => {
  it('requires local start and end date-times', () => {
    expect(WpEventSchema.safeParse(wpEvent()).success).toBe(true)
    expect(failedFields(WpEventSchema, wpEvent({}, { start_date: '14 maart 2026' }))).toEqual([
      'extra_fields.start_date',
    ])
  })
})

describe('WpBlockSchema', () => {
  it('fills the block common defaults (heading_size h2, empty anchor and title)', () => {
    const parsed = WpBlockSchema.parse({ acf_fc_layout: 'text_column', text: '<p>x</p>' })
    expect(parsed).toMatchObject({ heading_size: 'h2', anchor: '', title: '', is_v1_cb: false })
  })

  it('keeps a heading size the editor chose, and refuses one the spec does not allow', () => {
    expect(WpBlockSchema.parse(block('text_column', { heading_size: 'h4' })).heading_size).toBe('h4')
    expect(failedFields(WpBlockSchema, block('text_column', { heading_size: 'h1' }))).toEqual(['heading_size'])
  })

  it('rejects an unknown acf_fc_layout, naming acf_fc_layout', () => {
    expect(failedFields(WpBlockSchema, { acf_fc_layout: 'carousel', text: '' })).toEqual(['acf_fc_layout'])
  })

  it('names the missing field of a known block', () => {
    expect(failedFields(WpBlockSchema, { acf_fc_layout: 'image' })).toEqual(['image'])
    expect(failedFields(WpBlockSchema, block('post_card', { post: 0 }))).toEqual(['post'])
  })

  it('applies block defaults: mailblue form 7, gallery 3 columns, image on the right', () => {
    expect(WpBlockSchema.parse(block('mailblue_form'))).toMatchObject({ form_id: 7 })
    expect(WpBlockSchema.parse(block('image_gallery'))).toMatchObject({ columns: 3 })
    const column = WpBlockSchema.parse(block('text_image_column', { button: false }))
    expect(column).toMatchObject({ image_position: 'right' })
    expect(column.acf_fc_layout === 'text_image_column' && column.button).toBeUndefined()
  })

  it('has a schema for every block of the spec, and nothing else', () => {
    expect([...BLOCK_LAYOUTS].sort()).toEqual([...SPEC_BLOCKS].sort())
    expect(new Set(BLOCK_LAYOUTS).size).toBe(BLOCK_LAYOUTS.length)
  })

  it.each(Object.keys(BLOCK_SAMPLES) as BlockLayout[])('parses a valid %s block', (layout) => {
    const result = WpBlockSchema.safeParse(block(layout))
    expect(result.error?.issues ?? []).toEqual([])
    expect(result.data?.acf_fc_layout).toBe(layout)
  })
})

describe('WpMenuLocationsSchema', () => {
  it('parses every location with its items, defaulting child_items and target', () => {
    const menus = WpMenuLocationsSchema.parse(wpMenuLocations())
    const tools = menus.main?.items[1]
    expect(tools).toMatchObject({ url: '#', child_items: [], target: '', menu_dropdown_type: false })
    expect(menus.main?.items[0]?.child_items[0]?.child_items).toEqual([])
  })

  it('accepts the slugs WordPress derives from menu names, other locations, and a location with no menu', () => {
    const { footer_6: _dropped, ...rest } = wpMenuLocations()
    const renamed = {
      ...rest,
      main: { ...rest.main, name: 'Hoofdmenu', slug: 'hoofdmenu' },
      theme_extra: { ...rest.main, slug: 'extra-menu-2' },
    }
    const menus = WpMenuLocationsSchema.parse(renamed)
    expect(menus.main?.slug).toBe('hoofdmenu')
    expect(menus.footer_6).toBeUndefined()
  })

  it('rejects a menu item without a url, naming where it sits', () => {
    const locations = wpMenuLocations()
    locations.main = { term_id: 3, name: 'Main', slug: 'main-menu', items: [{ ID: 1, title: 'Zonder link' }] }
    expect(failedFields(WpMenuLocationsSchema, locations)).toEqual(['main.items.0.url'])
  })
})

describe('site and term schemas', () => {
  it('defaults a redirect to 301 and refuses a status no host supports', () => {
    expect(WpRedirectSchema.parse({ from: '/a/', to: '/b/' }).statusCode).toBe(301)
    expect(failedFields(WpRedirectSchema, { from: '/a/', to: '/b/', statusCode: 200 })).toEqual(['statusCode'])
  })

  it('rejects a term of a taxonomy the site does not know', () => {
    const term = { id: 203, link: `/categorie/x/`, name: 'X', slug: 'x', taxonomy: 'product_cat' }
    expect(failedFields(WpTermSchema, term)).toEqual(['taxonomy'])
  })
})

describe('WpMediaSchema', () => {
  const urls = createUrlContext({ cmsOrigins: ['https://cms.hoefslag.nl'], siteUrl: 'https://www.hoefslag.nl' })
  // What WordPress 6.1 answers for an uploaded PDF: no width or height, sizes empty (PHP may write [] for {}).
  const pdf = wpMedia({
    id: 132,
    slug: 'vaccinatieschema',
    mime_type: 'application/pdf',
    media_type: 'file',
    caption: { rendered: '' },
    source_url: 'https://cms.hoefslag.nl/wp-content/uploads/2026/05/vaccinatieschema.pdf',
    media_details: { filesize: 48213, sizes: {} },
  })

  it('accepts a document (a PDF) as media, not as invalid data, and makes no image of it', () => {
    const parsed = WpMediaSchema.parse(pdf)
    expect(parsed.media_details.filesize).toBe(48213)
    expect(WpMediaSchema.parse({ ...pdf, media_details: { filesize: 1, sizes: [] } }).media_details.sizes).toEqual({})
    expect(mediaToImage(parsed, urls)).toBeUndefined()
  })

  it('still makes an image of an image', () => {
    expect(mediaToImage(WpMediaSchema.parse(wpMedia()), urls)).toMatchObject({
      width: 1600,
      height: 1000,
      src: '/wp-content/uploads/2026/05/paardenhoofd.jpg',
    })
  })
})
