// Raw WordPress payloads as the CMS sends them, for the schema and normalizer tests. Each factory gives a valid
// payload; pass overrides to make it say something else.
import { BLOCK_EXAMPLES, type LayoutWithExample } from '#blocks/definitions.ts'
import type { BlockLayout } from './index.ts'

export const CMS = 'http://localhost:8081'
export type Json = Record<string, unknown>

export const acfImage = (file = '2026/05/hoef.jpg', extra: Json = {}): Json => ({
  id: 105,
  src: `${CMS}/wp-content/uploads/${file}`,
  src_set: `${CMS}/wp-content/uploads/${file} 1600w, ${CMS}/wp-content/uploads/${file.replace('.jpg', '-800x533.jpg')} 800w`,
  sizes: '(max-width: 1600px) 100vw, 1600px',
  alt: 'Een hoef',
  caption: '',
  width: 1600,
  height: 1067,
  ...extra,
})

export const link = (url: string, title = 'Lees meer'): Json => ({ url, title, target: '' })

export function wpArticle(overrides: Json = {}): Json {
  return {
    id: 1015,
    date: '2026-01-13T09:00:00',
    modified: '2026-02-20T10:00:00',
    slug: 'luizen-bij-paarden',
    status: 'publish',
    type: 'article',
    link: `${CMS}/kennisbank/luizen-bij-paarden`,
    title: { rendered: 'Luizen &amp; neten: jeuk in de winter &#8211; wat nu?' },
    content: { rendered: '<p>Tekst.</p>', protected: false },
    excerpt: { rendered: '<p>Kort.</p>', protected: false },
    author: 2,
    featured_media: 102,
    categories: [203, 204],
    tags: [318],
    'knowledge-base-categories': [404],
    'content-types': [451],
    extra_fields: { show_author: true, authors: [], banner: false, sponsor: false },
    ...overrides,
  }
}

export function wpEvent(overrides: Json = {}, extra: Json = {}): Json {
  return {
    id: 2201,
    date: '2025-01-10T09:00:00',
    modified: '2025-01-10T09:00:00',
    slug: 'congres-2026',
    status: 'publish',
    type: 'event',
    link: `${CMS}/event/congres-2026/`,
    title: { rendered: 'Congres 2026' },
    extra_fields: {
      start_date: '2026-03-14T09:30:00',
      end_date: '2026-03-14T17:00:00',
      location: { name: 'Kliniek', city: 'Utrecht' },
      ...extra,
    },
    ...overrides,
  }
}

export function wpClinic(address: Json = {}): Json {
  return {
    id: 2601,
    date: '2025-01-10T09:00:00',
    modified: '2025-01-10T09:00:00',
    slug: 'paardenkliniek-het-hoefijzer',
    status: 'publish',
    type: 'clinic',
    link: `${CMS}/finder/klinieken/paardenkliniek-het-hoefijzer/`,
    title: { rendered: 'Paardenkliniek Het Hoefijzer' },
    extra_fields: {
      address: {
        street: 'Dorpsstraat 1',
        postcode: '3511 AB',
        city: 'Utrecht',
        province: 'Utrecht',
        lat: 52.09,
        lng: 5.12,
        ...address,
      },
      logo: false,
    },
  }
}

export function wpMedia(overrides: Json = {}): Json {
  const url = (f: string) => `${CMS}/wp-content/uploads/2026/05/${f}`
  return {
    id: 102,
    slug: 'paardenhoofd-portret',
    alt_text: 'Paardenhoofd',
    caption: { rendered: '<p>Foto: redactie</p>' },
    mime_type: 'image/jpeg',
    source_url: url('paardenhoofd.jpg'),
    media_details: {
      width: 1600,
      height: 1000,
      sizes: {
        medium: {
          file: 'paardenhoofd-800x500.jpg',
          width: 800,
          height: 500,
          mime_type: 'image/jpeg',
          source_url: url('paardenhoofd-800x500.jpg'),
        },
        thumbnail: {
          file: 'paardenhoofd-150x150.jpg',
          width: 150,
          height: 150,
          mime_type: 'image/jpeg',
          source_url: url('paardenhoofd-150x150.jpg'),
        },
      },
    },
    ...overrides,
  }
}

/** Yoast with a breadcrumb trail whose items point at the CMS on localhost (the current page has no item). */
export function yoastWithTrail(current: string): Json {
  return {
    title: `${current} - Hoefslag`,
    schema: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: `${CMS}/` },
            { '@type': 'ListItem', position: 2, name: 'Kennisbank', item: `${CMS}/kennisbank/` },
            { '@type': 'ListItem', position: 3, name: current },
          ],
        },
      ],
    },
  }
}

const menu = (slug: string, items: Json[] = []): Json => ({ term_id: 3, name: slug, slug, items })

/** `/menus/v1/locations` with every location assigned. */
export function wpMenuLocations(): Record<string, Json> {
  const main = [
    {
      ID: 11,
      title: 'Kennisbank',
      url: `${CMS}/kennisbank`,
      child_items: [{ ID: 12, title: 'Koliek &amp; maag', url: `${CMS}/kennisbank-cat/koliek/` }],
    },
    { ID: 13, title: 'Tools', url: '#', child_items: [] },
    { ID: 14, title: 'Facebook', url: 'https://www.facebook.com/hoefslag', target: '_blank' },
  ]
  return {
    main: menu('main-menu', main),
    main_right: menu('main-menu-right'),
    mobile: menu('main-menu'),
    top_bar: menu('top-menu'),
    footer_1: menu('footer-menu'),
    footer_2: menu('footer-menu-2'),
    footer_3: menu('footer-menu-3'),
    footer_4: menu('footer-menu-4'),
    footer_5: menu('footer-menu-5'),
    footer_6: menu('footer-menu-6'),
    disclaimer: menu('disclaimer-menu'),
  }
}

/**
 * A minimal valid block of every layout: a block's own `example` (blocks/<layout>/schema.ts) or, for the blocks that
 * declare none, its sample here. A layout with neither is a type error, and so is one with both.
 */
const SAMPLES_HERE = {
  intro_column: { text: '<p>Intro</p>' },
  text_column: { text: '<p>Tekst</p>' },
  text_image_column: { text: '<p>Tekst</p>', image: acfImage() },
  call_to_action: { text: '<p>Doe mee</p>', button: link('/nieuwsbrief/') },
  text_quote_column: { quote: 'Een goed begin is het halve werk.' },
  ad: { google_ad_unit: '/123/hoefslag', google_ad_size_width: 300, google_ad_size_height: 250 },
  post_card: { post: 1001 },
  cta_post_card: { post: 1001 },
  author: { author: { id: 2 } },
  authors: { authors: [{ type: 'guest_author', id: 2601 }] },
  image_gallery: { items: [{ image: acfImage() }] },
  adjacent_posts: { previous_post: false, next_post: 1002 },
  highlighted_articles: { posts: [1001, 1002] },
  highlighted_kb_articles: { posts: [1001] },
  highlighted_partners: { partners: [2401] },
  featured_posts_with_icons: { items: [{ icon: acfImage(), title: 'Finder', link: link('/finder/') }] },
  highlighted_videos: { videos: [{ video_id: 'abc', type: 'youtube', title: 'Video' }] },
  tabs: { tabs: [{ title: 'Tab 1', content: '<p>Een</p>' }] },
  table_of_contents: { items: [{ title: 'Begin', anchor: '#begin' }] },
  video: { embed_type: 'url', video_oembed: 'https://www.youtube.com/watch?v=abc' },
  chip_number: { text: '' },
  image: { image: acfImage() },
  articles_list: { posts: [1001] },
  questions: { has_questions: true, questions: [{ title: 'Vraag?', content: '<p>Antwoord</p>' }] },
  gravity_form: {
    form_id: 1,
    form: {
      id: 1,
      title: 'Contact',
      fields: [{ id: 1, type: 'text', label: 'Naam' }],
      button: { text: 'Verstuur' },
      confirmation_message: 'Dank!',
    },
  },
  accordion: { items: [{ title: 'Open mij', content: '<p>Inhoud</p>' }] },
  mailblue_form: {},
  interactive_image: { image: acfImage(), hotspots: [{ x: 10, y: 20, title: 'Hoef', text: '' }] },
  calculate_weight_form: {},
} satisfies Record<Exclude<BlockLayout, LayoutWithExample>, Json>
export const BLOCK_SAMPLES: Readonly<Record<BlockLayout, Json>> = { ...SAMPLES_HERE, ...BLOCK_EXAMPLES }

export const block = (layout: BlockLayout, extra: Json = {}): Json => ({
  acf_fc_layout: layout,
  ...BLOCK_SAMPLES[layout],
  ...extra,
})
