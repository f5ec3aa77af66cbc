// The content model's post types, declared once: each WordPress post type the site renders, with every fact about it
// that a list elsewhere needs — its REST base, the name of its raw collection, its snapshot table, its route-table
// kind and route family, where an editor's preview of it renders, how the pipeline fetches it, its card and its ACF
// field group's title. The lists the pipeline, the functions, the build and the WordPress field groups keep are
// derived from this table (`.map`/`.filter` below, or over POST_TYPES where they live); `lib/model/post-types.test.ts`
// fails when one of them is not its derivation. What is code, not a fact, stays per type in its own file and is bound
// to the type by a map TypeScript holds to this table: the raw schema (`pipeline/schemas/wp/posts.ts`,
// `POST_TYPE_SCHEMAS`) and the normalizer (`pipeline/normalize/post-types.ts`, `POST_TYPE_NORMALIZERS`).
//
// Pure data in lib/, so every layer may import it (pipeline, content, functions, sitebuild, wordpress/fields).
import type { CardKind } from './cards.ts'
import type { EntityTable, RouteKind } from './snapshot.ts'

export type PostTypeFacts = {
  /** WordPress' REST base: the collection is `GET /wp/v2/{restBase}`, an autosave `/wp/v2/{restBase}/{id}/autosaves`. */
  restBase: string
  /** The raw collection's name in the pipeline's fetch (`RawContent`, the fetch cache's files). */
  collection: string
  /** The snapshot table its entities go into (`entities/<table>.json`). */
  table: EntityTable
  /** The route-table kind of its own page. */
  kind: RouteKind
  /** The route family whose page renders it (`FAMILIES`, pipeline/snapshot/route-families.ts). */
  family: string
  /** The path prefix an editor's preview of it renders under when its own path is not a clean path of its family. */
  previewPrefix: string
  /**
   * How the pipeline fetches and normalizes it. `incremental`: only what changed since the last run (`modified_after`
   * plus an id list, decision 012), and normalized again only when its raw answer changed (decision 019). `full`:
   * read whole every run and normalized every run (guest authors share the authors table with the users, keyed
   * `guest:<id>`).
   */
  fetch: 'incremental' | 'full'
  /** The card its entities make (decision 048), if any; a post card's id is looked up in this table's order. */
  card?: CardKind
  /** The title of its ACF field group in wp-admin (`extra_fields_<type>`, wordpress/fields). */
  acfTitle: string
}

/**
 * Every post type, keyed by its WordPress `type` (docs/cms-contract/post-types/), in the order the contract lists
 * them — the order of every list derived from it.
 */
export const POST_TYPES = {
  article: {
    restBase: 'articles',
    collection: 'articles',
    table: 'articles',
    kind: 'article',
    family: 'article',
    previewPrefix: '/kennisbank/',
    fetch: 'incremental',
    card: 'post',
    acfTitle: 'Kennisbankartikel',
  },
  post: {
    restBase: 'posts',
    collection: 'posts',
    table: 'posts',
    kind: 'post',
    family: 'catch-all',
    previewPrefix: '/',
    fetch: 'incremental',
    card: 'post',
    acfTitle: 'Nieuwsbericht',
  },
  lesson: {
    restBase: 'academy',
    collection: 'lessons',
    table: 'lessons',
    kind: 'lesson',
    family: 'lesson',
    previewPrefix: '/academy/',
    fetch: 'incremental',
    card: 'post',
    acfTitle: 'Academy-les',
  },
  event: {
    restBase: 'events',
    collection: 'events',
    table: 'events',
    kind: 'event',
    family: 'event',
    previewPrefix: '/event/',
    fetch: 'incremental',
    card: 'post',
    acfTitle: 'Event',
  },
  page: {
    restBase: 'pages',
    collection: 'pages',
    table: 'pages',
    kind: 'page',
    family: 'catch-all',
    previewPrefix: '/',
    fetch: 'incremental',
    acfTitle: 'Pagina',
  },
  partner: {
    restBase: 'partners',
    collection: 'partners',
    table: 'partners',
    kind: 'partner',
    family: 'partner',
    previewPrefix: '/partners/',
    fetch: 'incremental',
    acfTitle: 'Partner',
  },
  product: {
    restBase: 'products',
    collection: 'products',
    table: 'products',
    kind: 'product',
    family: 'product',
    // The partner's own path when the preview knows the partner (pipeline/live/live-entity.ts).
    previewPrefix: '/partners/',
    fetch: 'incremental',
    acfTitle: 'Product',
  },
  clinic: {
    restBase: 'clinics',
    collection: 'clinics',
    table: 'clinics',
    kind: 'clinic',
    family: 'clinic',
    previewPrefix: '/finder/klinieken/',
    fetch: 'incremental',
    card: 'clinic',
    acfTitle: 'Kliniek',
  },
  vet: {
    restBase: 'vets',
    collection: 'vets',
    table: 'vets',
    kind: 'vet',
    family: 'vet',
    previewPrefix: '/finder/dierenarts/',
    fetch: 'incremental',
    card: 'vet',
    acfTitle: 'Dierenarts',
  },
  'guest-author': {
    restBase: 'guest-authors',
    collection: 'guestAuthors',
    table: 'authors',
    kind: 'author',
    family: 'author',
    previewPrefix: '/auteurs/',
    fetch: 'full',
    acfTitle: 'Gastauteur',
  },
} as const satisfies Record<string, PostTypeFacts>

export type PostType = keyof typeof POST_TYPES
export type PostTypeOf<T extends PostType> = (typeof POST_TYPES)[T]
/** The raw collection of each post type (`articles`, …, `guestAuthors`). */
export type PostTypeCollection = PostTypeOf<PostType>['collection']
/** The post types fetched incrementally (every one but the guest authors). */
export type IncrementalPostType = {
  [K in PostType]: PostTypeOf<K>['fetch'] extends 'incremental' ? K : never
}[PostType]
/** Their collections, which are also their snapshot tables (each has a table of its own, keyed by id). */
export type IncrementalCollection = PostTypeOf<IncrementalPostType>['collection']

export const POST_TYPE_NAMES = Object.keys(POST_TYPES) as PostType[]
export const postType = <T extends PostType>(type: T): PostTypeOf<T> => POST_TYPES[type]
export const isPostType = (type: string): type is PostType => Object.hasOwn(POST_TYPES, type)

const entries = POST_TYPE_NAMES.map((type) => [type, POST_TYPES[type] as PostTypeFacts] as const)

/** The editorial post types, those that make a post card (article, post, lesson, event): what a block's post id
 *  field offers in wp-admin (blocks/<layout>/schema.ts `hints`). */
export const EDITORIAL_POST_TYPES: string[] = entries.flatMap(([type, p]) => (p.card === 'post' ? [type] : []))

/** Every post type's raw collection, in the manifest's order. */
export const POST_TYPE_COLLECTIONS = entries.map(([, p]) => p.collection) as PostTypeCollection[]
/** The collections fetched incrementally and normalized again only when they changed, in the manifest's order. */
export const INCREMENTAL_POST_COLLECTIONS = entries.flatMap(([, p]) =>
  p.fetch === 'incremental' ? [p.collection] : [],
) as IncrementalCollection[]
/** WordPress type → REST base (`lesson` → `academy`). */
export const REST_BASES = Object.fromEntries(entries.map(([type, p]) => [type, p.restBase])) as {
  [K in PostType]: PostTypeOf<K>['restBase']
}
/** WordPress type → the prefix its preview renders under. */
export const PREVIEW_PREFIXES = Object.fromEntries(entries.map(([type, p]) => [type, p.previewPrefix])) as {
  [K in PostType]: PostTypeOf<K>['previewPrefix']
}
/** The snapshot tables of a card kind's post types, in the manifest's order (the first table holding an id wins). */
export const cardTablesOf = (kind: CardKind): EntityTable[] =>
  entries.flatMap(([, p]) => (p.card === kind ? [p.table] : []))
