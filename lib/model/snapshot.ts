// The snapshot: normalized entities by id, site singletons, the route table and derived lists.
import type {
  Article,
  Author,
  Clinic,
  Event,
  Lesson,
  Menu,
  MovedRedirect,
  NewsPost,
  Page,
  Partner,
  Product,
  Redirect,
  Term,
  Vet,
} from './types.ts'
import type { GeneralSettings } from './settings.ts'

export const SNAPSHOT_SCHEMA_VERSION = 1

/** What a route renders. `id` points into the entity table named by the kind. */
export type RouteKind =
  | 'home'
  | 'article'
  | 'post'
  | 'lesson'
  | 'event'
  | 'page'
  | 'partner'
  | 'product'
  | 'clinic'
  | 'vet'
  | 'author'
  | 'kb-category'
  | 'category'
  | 'tag'
  | 'kennisbank'
  | 'academy'
  | 'events'
  | 'nieuws'
  | 'auteurs'
  | 'partners'
  | 'finder'
  | 'zoeken'
  | 'login'
  | 'styleguide'
export type Route = { kind: RouteKind; id?: number; key?: string }

export type { GeneralSettings, MovedRedirect, Redirect }

export type SiteData = {
  settings: GeneralSettings
  menus: Record<string, Menu>
  redirects: Redirect[]
  /** The old paths of moved and renamed items → their paths today (decision 030); the editors' `redirects` win. */
  moved?: MovedRedirect[]
  frontpageId: number
  postsPageId?: number
  partnersPageId?: number
  notFoundPageId: number
  popularArticleIds: number[]
}

export type Entities = {
  articles: Record<number, Article>
  posts: Record<number, NewsPost>
  lessons: Record<number, Lesson>
  events: Record<number, Event>
  pages: Record<number, Page>
  partners: Record<number, Partner>
  products: Record<number, Product>
  clinics: Record<number, Clinic>
  vets: Record<number, Vet>
  /** Keyed "user:2" / "guest:2601". */
  authors: Record<string, Author>
  terms: Record<number, Term>
}
export type EntityTable = keyof Entities
/** One item of an entity table (`EntityRow<'articles'>` is an `Article`). */
export type EntityRow<T extends EntityTable> = Entities[T] extends Record<string | number, infer R> ? R : never

/** Id lists, newest first unless named otherwise. */
export type Lists = {
  articles: number[]
  posts: number[]
  /** The news list (/nieuws/): sticky posts first (newest first), then the rest, as WordPress's posts page. */
  news: number[]
  lessons: number[]
  eventsComing: number[]
  eventsPast: number[]
  /** Articles and news posts per term id (category, tag, knowledge-base category); a parent category's list holds its
   *  children's posts too, as WordPress's category archive does. */
  byTerm: Record<number, number[]>
  /** Articles, news posts and lessons per author key. */
  byAuthor: Record<string, number[]>
  partnersByType: Record<number, number[]>
  /** Partner ids in menu order. */
  partners: number[]
  authors: string[]
  clinics: number[]
  vets: number[]
  /** Per finder term id: the clinics (in `clinics` order) and the vets (in `vets` order) it selects (decision 048).
   *  Optional only for snapshots made by hand (tests); the pipeline always writes them. */
  clinicsByFinderTerm?: Record<number, number[]>
  vetsByFinderTerm?: Record<number, number[]>
}

export type Manifest = {
  schemaVersion: number
  cmsUrl: string
  fetchedAt: string
  counts: Record<string, number>
  /** sha256 of each normalized entity, keyed "articles:1001". */
  hashes: Record<string, string>
  /** One hash over all entity hashes and the site data. */
  contentHash: string
}

export type Snapshot = {
  manifest: Manifest
  site: SiteData
  entities: Entities
  routes: Record<string, Route>
  lists: Lists
}
