// Small domain entities and an entity table builder for the route and list tests.
import type { Entities, SiteData } from '#lib/model/snapshot.ts'
import type { Article, Author, Event, NewsPost, Page, Partner, PostStatus, Product, Term } from '#lib/model/types.ts'
import { WpGeneralSettingsSchema } from '../schemas/wp/index.ts'
import { term as categoryTerm } from '../snapshot/test-fixture.ts'

type BaseInput = { id: number; path: string; status?: PostStatus; date?: string; title?: string }

function base({ id, path, status = 'publish', date = '2026-01-01T09:00:00', title = `Item ${id}` }: BaseInput) {
  return {
    id,
    slug: path.split('/').filter(Boolean).pop() ?? '',
    status,
    path,
    title,
    content: '',
    excerpt: '',
    date,
    dateFormatted: '',
    modified: date,
    seo: { title, description: '', robots: 'index, follow', canonical: path, og: {}, twitter: {} },
    breadcrumbs: [],
  }
}
const editorial = { authors: [], showAuthor: true, categoryIds: [], tagIds: [] }

export const article = (input: BaseInput & Partial<Article>): Article => ({
  ...base(input),
  ...editorial,
  kind: 'article',
  kbCategoryIds: [],
  contentTypeIds: [],
  ...input,
})
export const post = (input: BaseInput & Partial<NewsPost>): NewsPost => ({
  ...base(input),
  ...editorial,
  kind: 'post',
  contentTypeIds: [],
  sticky: false,
  ...input,
})
export const page = (input: BaseInput & Partial<Page>): Page => ({
  ...base(input),
  kind: 'page',
  parentId: 0,
  template: '',
  tagIndex: false,
  filters: [],
  skipLastBreadcrumb: false,
  ...input,
})
export const event = (input: BaseInput & { startDate: string; endDate: string } & Partial<Event>): Event => ({
  ...base(input),
  kind: 'event',
  categoryIds: [],
  tagIds: [],
  location: { name: '', address: '', postcode: '', city: '' },
  price: '',
  timetable: [],
  speakers: [],
  partnerIds: [],
  testimonials: [],
  ...input,
})
export const partner = (input: BaseInput & Partial<Partner>): Partner => ({
  ...base(input),
  kind: 'partner',
  menuOrder: 0,
  partnerTypeIds: [],
  website: '',
  email: '',
  phone: '',
  address: '',
  hideDetailPage: false,
  productIds: [],
  ...input,
})
export const product = (input: BaseInput & { partnerId: number }): Product => ({
  ...base(input),
  kind: 'product',
  ...input,
})
export const author = (kind: 'user' | 'guest', id: number, name: string): Author => {
  const path = `/auteurs/${name.toLowerCase().replace(/\s+/g, '-')}/`
  return {
    key: `${kind}:${id}`,
    kind,
    id,
    slug: path.split('/')[2] ?? '',
    path,
    name,
    firstName: '',
    function: '',
    company: '',
    description: '',
    seo: { title: name, description: '', robots: 'index, follow', canonical: path, og: {}, twitter: {} },
    breadcrumbs: [],
  }
}
export const term = (id: number, name: string, overrides: Partial<Term> = {}): Term => ({
  ...categoryTerm(id, name),
  ...overrides,
})

const byId = <T extends { id: number }>(items: T[]): Record<number, T> =>
  Object.fromEntries(items.map((i) => [i.id, i]))

/** An entity table with the front page (2301) and the 404 page (2302); pass what the test needs. */
export function entities(
  input: {
    articles?: Article[]
    posts?: NewsPost[]
    pages?: Page[]
    events?: Event[]
    partners?: Partner[]
    products?: Product[]
    authors?: Author[]
    terms?: Term[]
  } = {},
): Entities {
  return {
    articles: byId(input.articles ?? []),
    posts: byId(input.posts ?? []),
    lessons: {},
    events: byId(input.events ?? []),
    pages: byId([page({ id: 2301, path: '/' }), page({ id: 2302, path: '/niet-gevonden/' }), ...(input.pages ?? [])]),
    partners: byId(input.partners ?? []),
    products: byId(input.products ?? []),
    clinics: {},
    vets: {},
    authors: Object.fromEntries((input.authors ?? []).map((a) => [a.key, a])),
    terms: byId(input.terms ?? []),
  }
}

export function site(): SiteData {
  const settings = WpGeneralSettingsSchema.parse({
    translations: {},
    footer: {},
    ads: { leaderboard: {} },
    finder_overlay_settings: {},
    newsletter_subscribe_form: {},
    search_settings: { search_explainer: {} },
    footer_partners: {},
  })
  return { settings, menus: {}, redirects: [], frontpageId: 2301, notFoundPageId: 2302, popularArticleIds: [] }
}
