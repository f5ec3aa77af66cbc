// The bundled content set is large enough to show every list, page of a list and finder filter with real content:
// its minimums are counted on what the local CMS publishes (status `publish`),
// loaded the way the devcms loads it (loadStore + Catalog). Each failure names what is short, e.g.
// "published knowledge-base articles: 38 < 40".
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOCK_LAYOUTS, RowLayoutSchema } from '#pipeline/schemas/wp/index.ts'
import { startFixture, type Harness } from './server/test-helpers.ts'
import { Catalog } from './store/catalog.ts'
import { isRecord } from './store/files.ts'
import { blocksOf } from './store/forms.ts'
import { loadStore, type ContentStore, type Obj, type StoredPost } from './store/store.ts'
import { DEFAULT_CONTENT_DIR, DEFAULT_MEDIA_DIR } from './validate.ts'

/**
 * Event dates are fixed local datetimes in the content files (`extra_fields.start_date` / `end_date`); the devcms serves
 * them as written and never shifts them, and the site splits coming/past at build time (`endDate >= now`). So the split
 * is checked against this fixed date (when the set was written), not against today, and the test does not rot.
 */
const REFERENCE_DATE = '2026-11-23T00:00:00'

const SPEC_MENU_LOCATIONS = [
  'main',
  'mobile',
  'footer_1',
  'footer_2',
  'footer_3',
  'footer_4',
  'footer_5',
  'footer_6',
  'top_bar',
]
/** Spec page → slug in the content set. */
const REQUIRED_PAGES: Record<string, string> = {
  about: 'over-ons',
  contact: 'contact',
  privacy: 'privacyverklaring',
  disclaimer: 'disclaimer',
  styleguide: 'styleguide-inhoud',
}
const STICKY = ['set_first_column_sticky', 'set_second_column_sticky', 'set_third_column_sticky'] as const

let store: ContentStore
let catalog: Catalog

beforeAll(async () => {
  store = await loadStore(DEFAULT_CONTENT_DIR, DEFAULT_MEDIA_DIR)
  catalog = new Catalog(store, 'http://localhost:8081', 'http://localhost:8888')
})

const all = (type: string): StoredPost[] => [...store.posts.values()].filter((p) => p.collection.type === type)
const published = (type: string): StoredPost[] => all(type).filter((p) => p.data.status === 'publish')
const allPublished = (): StoredPost[] => [...store.posts.values()].filter((p) => p.data.status === 'publish')
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : [])
const extra = (p: StoredPost): Obj => (isRecord(p.data.extra_fields) ? p.data.extra_fields : {})
const termsOf = (taxonomy: string) => [...store.terms.values()].filter((t) => t.collection.taxonomy === taxonomy)

function atLeast(what: string, actual: number, min: number) {
  expect(actual, `${what}: ${actual} < ${min}`).toBeGreaterThanOrEqual(min)
}

const rowsOf = (data: Obj): Obj[] => {
  const cbr = data.content_block_rows
  return isRecord(cbr) && Array.isArray(cbr.rows) ? cbr.rows.filter(isRecord) : []
}
type Toc = { children?: unknown }
const tocDepth = (items: unknown): number =>
  Array.isArray(items) && items.length
    ? 1 + Math.max(...items.map((i) => (isRecord(i) ? tocDepth((i as Toc).children) : 0)))
    : 0

describe('content set: posts of every kind (published)', () => {
  it('knowledge-base articles and their categories', () => {
    const articles = published('article')
    atLeast('published knowledge-base articles', articles.length, 40)
    const kbTerms = new Set(termsOf('knowledge-base-category').map((t) => Number(t.data.id)))
    const used = new Set(
      articles.flatMap((a) => ids(a.data['knowledge-base-categories'])).filter((id) => kbTerms.has(id)),
    )
    atLeast('knowledge-base categories with published articles', used.size, 8)
  })

  it('news posts, lessons', () => {
    atLeast('published news posts', published('post').length, 15)
    atLeast('published academy lessons', published('lesson').length, 8)
  })

  it('popular articles point at published articles', () => {
    const popular = store.options.popular_articles
    atLeast('popular articles', popular.length, 1)
    const bad = popular.filter((id) => {
      const p = store.posts.get(id)
      return p?.collection.type !== 'article' || p.data.status !== 'publish'
    })
    expect(bad, 'popular articles that are not published articles').toEqual([])
  })

  it('events, past and coming, with timetable subjects, speakers and partners', () => {
    const events = published('event')
    atLeast('published events', events.length, 6)
    const ends = events.map((e) => String(extra(e).end_date ?? ''))
    expect(
      ends.filter((d) => !/^\d{4}-\d{2}-\d{2}T/.test(d)),
      'events without a fixed end_date',
    ).toEqual([])
    atLeast(`events ended before ${REFERENCE_DATE}`, ends.filter((d) => d < REFERENCE_DATE).length, 1)
    atLeast(`events coming on or after ${REFERENCE_DATE}`, ends.filter((d) => d >= REFERENCE_DATE).length, 1)
    const noTimetable = events.filter(
      (e) => !Array.isArray(extra(e).timetable) || (extra(e).timetable as unknown[]).length === 0,
    )
    expect(
      noTimetable.map((e) => String(e.data.slug)),
      'events without timetable subjects',
    ).toEqual([])
    const subjects = events.flatMap((e) => (extra(e).timetable as unknown[]).filter(isRecord))
    atLeast(
      'timetable subjects with speakers',
      subjects.filter((s) => Array.isArray(s.speakers) && s.speakers.length > 0).length,
      1,
    )
    atLeast(
      'timetable subjects with partners',
      subjects.filter((s) => Array.isArray(s.partners) && s.partners.length > 0).length,
      1,
    )
  })

  it('authors and guest authors', () => {
    atLeast('authors credited on published editorial content', catalog.editorialAuthorIds.size, 10)
    atLeast('published guest authors', published('guest-author').length, 4)
  })

  it('clinics and vets', () => {
    atLeast('published clinics', published('clinic').length, 25)
    atLeast('published vets', published('vet').length, 60)
  })

  it('partners with partner types and products', () => {
    const partners = published('partner')
    atLeast('published partners', partners.length, 10)
    expect(
      partners.filter((p) => ids(p.data['partner-types']).length === 0).map((p) => String(p.data.slug)),
      'partners without a partner type',
    ).toEqual([])
    const partnerTypes = termsOf('partner-type').map((t) => Number(t.data.id))
    const usedTypes = new Set(partners.flatMap((p) => ids(p.data['partner-types'])))
    expect(
      partnerTypes.filter((id) => !usedTypes.has(id)),
      'partner types without a published partner',
    ).toEqual([])
    const products = published('product')
    atLeast('published products', products.length, 1)
    const partnerIds = new Set(partners.map((p) => Number(p.data.id)))
    expect(
      products.filter((p) => !partnerIds.has(Number(extra(p).partner))).map((p) => String(p.data.slug)),
      'products without a published partner',
    ).toEqual([])
  })

  it('at least one draft and one private item', () => {
    const statuses = [...store.posts.values()].map((p) => p.data.status)
    atLeast('draft items', statuses.filter((s) => s === 'draft').length, 1)
    atLeast('private items', statuses.filter((s) => s === 'private').length, 1)
  })
})

describe('content set: terms, pages and site', () => {
  it('categories and tags', () => {
    atLeast('categories', termsOf('category').length, 12)
    atLeast('tags', termsOf('post_tag').length, 20)
  })

  it.for([
    { taxonomy: 'category', field: 'categories', prefix: '/categorie/' },
    { taxonomy: 'knowledge-base-category', field: 'knowledge-base-categories', prefix: '/kennisbank-cat/' },
  ])(
    'a child $taxonomy with published posts, linked and crumbed under its parent as WordPress does',
    ({ taxonomy, field, prefix }) => {
      const children = termsOf(taxonomy).filter((t) => Number(t.data.parent ?? 0) > 0)
      const used = new Set(allPublished().flatMap((p) => ids(p.data[field])))
      const child = children.find((t) => used.has(Number(t.data.id)))
      expect(child, `a child ${taxonomy} with published posts`).toBeDefined()
      const parent = store.terms.get(Number(child?.data.parent))
      const served = child ? catalog.term(child) : {}
      expect(served.link).toBe(
        `http://localhost:8081${prefix}${String(parent?.data.slug)}/${String(child?.data.slug)}/`,
      )
      const graph = JSON.stringify((served.yoast_head_json as Obj | undefined)?.schema)
      expect(graph).toContain(`"name":"${String(parent?.data.name)}"`)
    },
  )

  it('pages about, contact, privacy, disclaimer and styleguide', () => {
    const slugs = new Set(published('page').map((p) => String(p.data.slug)))
    const missing = Object.entries(REQUIRED_PAGES)
      .filter(([, slug]) => !slugs.has(slug))
      .map(([name, slug]) => `${name} (${slug})`)
    expect(missing, 'published pages missing').toEqual([])
  })

  it('frontpage, 404, posts page and partners page point at published pages', () => {
    const { page_on_front, page_404, page_for_posts, page_for_partners } = store.options
    const bad = Object.entries({ page_on_front, page_404, page_for_posts, page_for_partners })
      .filter(([, id]) => {
        const p = store.posts.get(id)
        return p?.collection.type !== 'page' || p.data.status !== 'publish'
      })
      .map(([key, id]) => `${key} → ${id}`)
    expect(bad, 'option pages that are not published pages').toEqual([])
  })

  it('redirects', () => {
    atLeast('redirects', store.redirects.length, 1)
  })

  it('a menu for every menu location of the spec, its slug derived from its name as WordPress does', () => {
    const menus = Object.entries(catalog.menus()).filter((e): e is [string, Obj] => isRecord(e[1]))
    expect(Object.fromEntries(menus.map(([loc, m]) => [loc, m.slug])).main, 'slug of the main menu').toBe('hoofdmenu')
    const withItems = new Set(menus.filter(([, m]) => Array.isArray(m.items) && m.items.length > 0).map(([loc]) => loc))
    expect(
      SPEC_MENU_LOCATIONS.filter((l) => !withItems.has(l)),
      'menu locations without a menu with items',
    ).toEqual([])
  })
})

describe('content set: blocks and rows (published content)', () => {
  const rows = () => allPublished().flatMap((p) => rowsOf(p.data))

  it('every block layout appears at least once', () => {
    const used = new Set(
      allPublished()
        .flatMap((p) => blocksOf(p.data))
        .filter(isRecord)
        .map((b) => String(b.acf_fc_layout)),
    )
    expect(
      BLOCK_LAYOUTS.filter((l) => !used.has(l)),
      'block layouts never used',
    ).toEqual([])
  })

  it('every row layout appears at least once', () => {
    const used = new Set(rows().map((r) => String(r.layout)))
    expect(
      RowLayoutSchema.options.filter((l) => !used.has(l)),
      'row layouts never used',
    ).toEqual([])
  })

  it('a sticky column and a custom background colour', () => {
    atLeast('rows with a sticky column', rows().filter((r) => STICKY.some((k) => r[k] === true)).length, 1)
    const custom = rows().filter(
      (r) => r.show_custom_row_background_color === true && /^#[0-9a-f]{3,8}$/i.test(String(r.custom_background_color)),
    )
    atLeast('rows with a custom background colour', custom.length, 1)
  })

  it('a table of contents with three levels', () => {
    const depths = allPublished().flatMap((p) => {
      const cbr = p.data.content_block_rows
      const toc = isRecord(cbr) && isRecord(cbr.toc) ? tocDepth(cbr.toc.items) : 0
      const blocks = blocksOf(p.data)
        .filter(isRecord)
        .filter((b) => b.acf_fc_layout === 'table_of_contents')
        .map((b) => tocDepth(b.items))
      return [toc, ...blocks]
    })
    atLeast('deepest table of contents (levels)', Math.max(0, ...depths), 3)
  })
})

describe('content set: what the local CMS serves', () => {
  let cms: Harness
  beforeAll(async () => {
    cms = await startFixture({ contentDir: DEFAULT_CONTENT_DIR, mediaDir: DEFAULT_MEDIA_DIR })
  })
  afterAll(() => cms.close())

  it('a password-protected news post: listed with an empty, protected body for anonymous readers, in full for editors', async () => {
    const anonymous = (await cms.get('/wp/v2/posts?slug=verslag-ledenvergadering-2026')).json as Obj[]
    expect(anonymous[0]).toMatchObject({
      content: { rendered: '', protected: true },
      excerpt: { rendered: '', protected: true },
    })
    expect(anonymous[0]?.title).toEqual({ rendered: 'Beveiligd: Verslag ledenvergadering 2026' })
    expect(anonymous[0]).not.toHaveProperty('password')
    const editor = (await cms.get('/wp/v2/posts?slug=verslag-ledenvergadering-2026', { token: await cms.login() }))
      .json as Obj[]
    expect(editor[0]?.content).toMatchObject({
      protected: true,
      rendered: expect.stringContaining('alleen bedoeld voor leden'),
    })
  })

  it.for([
    { base: 'articles', type: 'article' },
    { base: 'posts', type: 'post' },
    { base: 'academy', type: 'lesson' },
    { base: 'events', type: 'event' },
  ])('/wp/v2/$base totals the published $type items for anonymous visitors', async ({ base, type }) => {
    const res = await cms.get(`/wp/v2/${base}?per_page=1`)
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('x-wp-total'))).toBe(published(type).length)
  })
})
