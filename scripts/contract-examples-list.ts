// The examples of the CMS contract (docs/cms-contract/) that scripts/contract-examples.ts fetches, trims and writes:
// each one a request to the CMS and how its answer is cut down for the docs. The blocks' examples are found in the
// content at run time (contract-examples.ts, blockExamples).
import { isRecord } from '#lib/is-record.ts'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type Limit = { str?: number; items?: number; keys?: number }
export type Limits = Limit & {
  /** Keys left out wherever they occur. */
  drop?: string[]
  /** Per dotted path suffix (array indices left out), e.g. `translations` or `rows.content_blocks_column_1`. */
  at?: Record<string, Limit>
  /** Only these top-level keys (of the object, or of each item of a top-level list). */
  pick?: string[]
}
export type Example = {
  name: string
  method?: 'GET' | 'POST'
  /** Route under /wp-json. */
  route: string
  body?: Record<string, unknown>
  auth?: boolean
  /** Sent as the Bearer token instead of the editor's (for the error example). */
  token?: string
  /** A line under the request: what was trimmed, or what the example shows. */
  note?: string
  select?: (json: Json) => Json
  limits?: Limits
}

const ENTITY: Limits = {
  drop: ['_links', 'yoast_head_json', 'guid'],
  str: 120,
  at: { timetable: { items: 1 }, testimonials: { items: 1 }, speakers: { items: 1 }, opening_hours: { items: 1 } },
}
const withAt = (at: Record<string, Limit>): Limits => ({ ...ENTITY, at: { ...ENTITY.at, ...at } })
const IDENTITY = ['id', 'type', 'slug', 'status', 'parent', 'link', 'title', 'template_slug']
const NO_YOAST = 'trimmed; `_links`, `guid` and `yoast_head_json` left out (see Yoast)'
const NO_YOAST_TERM = 'trimmed; `_links` and `yoast_head_json` left out (see Yoast)'

export function examples(): Example[] {
  const card: Limits = { str: 100, items: 1 }
  return [
    // Auth
    {
      name: 'jwt-token',
      method: 'POST',
      route: '/jwt-auth/v1/token',
      body: { username: 'redactie', password: 'hoefslag-dev' },
      limits: { str: 40 },
    },
    {
      name: 'jwt-token-wrong',
      method: 'POST',
      route: '/jwt-auth/v1/token',
      body: { username: 'redactie', password: 'wrong' },
    },
    { name: 'jwt-validate', method: 'POST', route: '/jwt-auth/v1/token/validate', auth: true },
    // Errors
    { name: 'error-no-route', route: '/wp/v2/nope' },
    { name: 'error-per-page', route: '/wp/v2/articles?per_page=101' },
    { name: 'error-page-beyond', route: '/wp/v2/articles?per_page=100&page=9' },
    { name: 'error-status-anon', route: '/wp/v2/articles?status=draft' },
    { name: 'error-bad-token', route: '/wp/v2/articles', token: 'not.a.token' },
    { name: 'error-not-found', route: '/wp/v2/get-entity-by-slug/bestaat-niet' },
    // Private content: anonymous vs editor
    {
      name: 'private-anon',
      route: '/wp/v2/articles?include=1004',
      note: 'anonymous: the private article is not listed',
    },
    {
      name: 'private-editor',
      route: '/wp/v2/articles?include=1004&status[]=publish&status[]=private&_fields=id,slug,status,link',
      auth: true,
      note: 'the editor asks for publish and private explicitly (collections default to publish, as in WordPress)',
    },
    // Post types
    {
      name: 'articles',
      route: '/wp/v2/articles?slug=droes-symptomen-behandeling-en-quarantaine&_embed',
      note: `${NO_YOAST}; rows cut to one block per column, \`wp:term\` to its first taxonomy`,
      limits: {
        ...withAt({
          rows: { items: 1 },
          content_blocks_column_1: { items: 1 },
          'toc.items': { items: 2 },
          'content_block_rows.toc.items.children': { items: 1 },
          author: { items: 1 },
          'wp:term': { items: 1 },
          'media_details.sizes': { keys: 1 },
          avatar_urls: { keys: 1 },
        }),
      },
    },
    {
      name: 'posts',
      route: '/wp/v2/posts?slug=hittestress-bij-paarden-zo-help-je-je-paard-de-zomer-door',
      note: NO_YOAST,
      limits: ENTITY,
    },
    {
      name: 'academy',
      route: '/wp/v2/academy?slug=les-2-koliek-herkennen',
      note: `${NO_YOAST}; \`content_block_rows\` shortened to its first row`,
      limits: withAt({
        rows: { items: 1 },
        content_blocks_column_1: { items: 1 },
        content_blocks_column_2: { items: 1 },
      }),
    },
    { name: 'events', route: '/wp/v2/events?slug=congres-paardengeneeskunde-2025', note: NO_YOAST, limits: ENTITY },
    {
      name: 'pages',
      route: '/wp/v2/pages?slug=kennisbank',
      note: `${NO_YOAST}; rows shortened`,
      limits: withAt({
        rows: { items: 1 },
        content_blocks_column_1: { items: 1 },
        content_blocks_column_2: { items: 1 },
      }),
    },
    {
      name: 'pages-finder',
      route: '/wp/v2/pages?slug=finder&_fields=id,slug,link,template_slug,extra_fields',
      limits: { str: 100 },
    },
    {
      name: 'partners',
      route: '/wp/v2/partners?order=asc&orderby=menu_order&per_page=100&slug=equivet-pharma',
      note: NO_YOAST,
      limits: ENTITY,
    },
    { name: 'products', route: '/wp/v2/products?slug=stalwijzer-gezondheidsmodule', note: NO_YOAST, limits: ENTITY },
    { name: 'clinics', route: '/wp/v2/clinics?slug=paardenkliniek-de-polder', note: NO_YOAST, limits: ENTITY },
    { name: 'vets', route: '/wp/v2/vets?slug=roos-evers', note: NO_YOAST, limits: ENTITY },
    { name: 'guest-authors', route: '/wp/v2/guest-authors?slug=hanna-kuipers', note: NO_YOAST, limits: ENTITY },
    // Taxonomies
    {
      name: 'categories',
      route: '/wp/v2/categories?slug=gezondheid&hide_empty=true',
      note: NO_YOAST_TERM,
      limits: ENTITY,
    },
    { name: 'tags', route: '/wp/v2/tags?slug=koliek', note: NO_YOAST_TERM, limits: ENTITY },
    {
      name: 'kb-categories',
      route: '/wp/v2/knowledge-base-categories?slug=koliek-en-spijsvertering',
      note: NO_YOAST_TERM,
      limits: ENTITY,
    },
    { name: 'content-types', route: '/wp/v2/content-types?per_page=1', note: NO_YOAST_TERM, limits: ENTITY },
    { name: 'partner-types', route: '/wp/v2/partner-types?per_page=1', note: NO_YOAST_TERM, limits: ENTITY },
    { name: 'finder-issues', route: '/wp/v2/finder-issues?per_page=1', note: NO_YOAST_TERM, limits: ENTITY },
    // Users and media
    {
      name: 'users',
      route: '/wp/v2/users?slug=anouk-de-vries',
      note: NO_YOAST_TERM,
      limits: withAt({ avatar_urls: { keys: 2 } }),
    },
    {
      name: 'authors',
      route: '/wp/v2/authors?per_page=2',
      note: NO_YOAST_TERM,
      limits: { ...withAt({ avatar_urls: { keys: 1 } }), items: 1 },
    },
    { name: 'media', route: '/wp/v2/media/105', limits: { str: 120, at: { 'media_details.sizes': { keys: 2 } } } },
    // Singletons
    {
      name: 'general-settings',
      route: '/wp/v2/general-settings',
      note: 'trimmed; `translations` cut to 6 of its keys',
      limits: { str: 100, items: 2, at: { translations: { keys: 6 } } },
    },
    {
      name: 'menus',
      route: '/menus/v1/locations',
      note: 'trimmed to 2 of the 11 locations, 1 item, 2 children',
      limits: { str: 100, items: 1, at: { 'items.child_items': { items: 2 } } },
      select: (json) =>
        isRecord(json)
          ? Object.fromEntries(Object.entries(json).filter(([k]) => k === 'main' || k === 'footer_6'))
          : json,
    },
    { name: 'redirects', route: '/wp/v2/redirects', limits: { items: 3 } },
    {
      name: 'frontpage',
      route: '/wp/v2/frontpage',
      note: `${NO_YOAST}; rows shortened`,
      limits: withAt({
        rows: { items: 1 },
        content_blocks_column_1: { items: 1 },
        content_blocks_column_2: { items: 1 },
      }),
    },
    {
      name: '404',
      route: '/wp/v2/404',
      note: 'shown: the identifying fields; the rest is a page as under Pages',
      limits: { pick: IDENTITY },
    },
    {
      name: 'posts-page',
      route: '/wp/v2/postsPage',
      note: 'shown: the identifying fields; the rest is a page as under Pages',
      limits: { pick: IDENTITY },
    },
    {
      name: 'partners-page',
      route: '/wp/v2/partnerspage',
      note: 'shown: the identifying fields; the rest is a page as under Pages',
      limits: { pick: IDENTITY },
    },
    // Helpers
    {
      name: 'get-page-by-path',
      route: '/wp/v2/get-page-by-path/over-ons/redactie?_embed',
      note: `${NO_YOAST}; shown: the top-level fields`,
      limits: { ...withAt({ 'media_details.sizes': { keys: 1 } }), pick: [...IDENTITY, 'extra_fields', '_embedded'] },
    },
    {
      name: 'get-entity-by-slug',
      route: '/wp/v2/get-entity-by-slug/kennisbank/luizen-bij-paarden?_embed',
      note: 'shown: the fields that identify the answer; the rest is the article as under Articles',
      limits: { str: 100, pick: ['id', 'type', 'slug', 'status', 'link', 'title'] },
    },
    {
      name: 'get-draft-entity-by-id',
      route: '/wp/v2/get-draft-entity-by-id/?_embed&id=1019&status[]=draft',
      auth: true,
      note: 'shown: the identifying fields; the rest is the article as under Articles',
      limits: { str: 100, pick: ['id', 'type', 'slug', 'status', 'link', 'title', 'date'] },
    },
    {
      name: 'get-draft-entity-by-id-anon',
      route: '/wp/v2/get-draft-entity-by-id/?id=1019&status[]=draft',
      note: 'anonymous',
    },
    {
      name: 'get-finder-term-by-slug',
      route: '/wp/v2/get-finder-term-by-slug/gebitsproblemen',
      note: NO_YOAST_TERM,
      limits: ENTITY,
    },
    { name: 'popular-articles', route: '/wp/v2/popular-articles', limits: card },
    { name: 'pa-posts-category', route: '/pa/v1/posts?categories=201&page=1&hide_empty=true', limits: card },
    { name: 'pa-posts-tag', route: '/pa/v1/posts?tags=301&type[]=article&page=1', limits: card },
    { name: 'pa-articles', route: '/pa/v1/articles?knowledge-base-categories=401&page=1', limits: card },
    { name: 'author-articles', route: '/wp/v2/author-articles?slug=anouk-de-vries&page=1', limits: card },
    {
      name: 'author-articles-guest',
      route: '/wp/v2/author-articles?id=2601',
      limits: { ...card, pick: ['id', 'type', 'link', 'title', 'author'] },
    },
    {
      name: 'partners-by-type',
      route: '/wp/v2/partners-by-type',
      note: 'trimmed; each partner type is a term (its `yoast_head_json` left out) plus `partners`',
      limits: { ...withAt({ partners: { items: 2 } }), items: 1 },
    },
    // Gravity Forms
    {
      name: 'gf-form',
      route: '/gf/v2/forms/1',
      note: '3 of the 6 fields shown (text, select, consent)',
      select: (json) =>
        isRecord(json) && Array.isArray(json.fields)
          ? { ...json, fields: json.fields.filter((f) => isRecord(f) && [1, 4, 6].includes(Number(f.id))) }
          : json,
      limits: { str: 100, items: 3, at: { choices: { items: 2 } } },
    },
    {
      name: 'gf-submit-ok',
      method: 'POST',
      route: '/gf/v2/forms/1/submissions',
      body: {
        input_1: 'Sanne de Boer',
        input_2: 'sanne@example.nl',
        input_4: 'artikel',
        input_5: 'Mijn paard hoest na het voeren van hooi.',
        input_6: '1',
      },
    },
    {
      name: 'gf-submit-invalid',
      method: 'POST',
      route: '/gf/v2/forms/1/submissions',
      body: { input_1: '', input_2: 'geen-mailadres', input_4: 'artikel', input_5: 'Vraag', input_6: '1' },
    },
    // Yoast
    {
      name: 'yoast',
      route: '/wp/v2/articles?slug=luizen-bij-paarden&_fields=yoast_head_json',
      select: (json) => (Array.isArray(json) && isRecord(json[0]) ? (json[0].yoast_head_json ?? null) : json),
      limits: { str: 100, items: 3 },
    },
  ]
}
