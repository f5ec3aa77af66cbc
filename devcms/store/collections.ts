// The content collections: folder name, REST base, post type and permalink of each WordPress object kind.
import type { Taxonomy } from '#pipeline/schemas/wp/index.ts'

/** `taxonomies`: the REST bases of the taxonomies the type carries, in `wp:term` order. */
export type PostCollection = {
  folder: string
  restBase: string
  type: string
  path: (slug: string) => string
  taxonomies: string[]
}

const EDITORIAL = ['categories', 'tags']
const FINDER = ['expertises', 'services', 'specialisations', 'recognitions', 'finder-labels']

export const POST_COLLECTIONS: PostCollection[] = [
  {
    folder: 'articles',
    restBase: 'articles',
    type: 'article',
    path: (s) => `/kennisbank/${s}/`,
    taxonomies: [...EDITORIAL, 'knowledge-base-categories', 'content-types'],
  },
  {
    folder: 'posts',
    restBase: 'posts',
    type: 'post',
    path: (s) => `/${s}/`,
    taxonomies: [...EDITORIAL, 'content-types'],
  },
  { folder: 'academy', restBase: 'academy', type: 'lesson', path: (s) => `/academy/${s}/`, taxonomies: EDITORIAL },
  { folder: 'events', restBase: 'events', type: 'event', path: (s) => `/event/${s}/`, taxonomies: EDITORIAL },
  { folder: 'pages', restBase: 'pages', type: 'page', path: (s) => `/${s}/`, taxonomies: [] },
  {
    folder: 'partners',
    restBase: 'partners',
    type: 'partner',
    path: (s) => `/partners/${s}/`,
    taxonomies: ['partner-types'],
  },
  { folder: 'products', restBase: 'products', type: 'product', path: (s) => `/partners/${s}/`, taxonomies: [] },
  {
    folder: 'clinics',
    restBase: 'clinics',
    type: 'clinic',
    path: (s) => `/finder/klinieken/${s}/`,
    taxonomies: FINDER,
  },
  { folder: 'vets', restBase: 'vets', type: 'vet', path: (s) => `/finder/dierenarts/${s}/`, taxonomies: FINDER },
  {
    folder: 'guest-authors',
    restBase: 'guest-authors',
    type: 'guest-author',
    path: (s) => `/auteurs/${s}/`,
    taxonomies: [],
  },
]

/** `hierarchical`: terms nest, and a child's permalink holds its parents' slugs ("gezondheid/gebit-en-mond"). */
export type TermCollection = {
  taxonomy: Taxonomy
  restBase: string
  path: (slug: string) => string
  hierarchical?: true
}

export const TERM_COLLECTIONS: TermCollection[] = [
  { taxonomy: 'category', restBase: 'categories', path: (s) => `/categorie/${s}/`, hierarchical: true },
  { taxonomy: 'post_tag', restBase: 'tags', path: (s) => `/tag/${s}/` },
  {
    taxonomy: 'knowledge-base-category',
    restBase: 'knowledge-base-categories',
    path: (s) => `/kennisbank-cat/${s}/`,
    hierarchical: true,
  },
  { taxonomy: 'content-type', restBase: 'content-types', path: (s) => `/kennisbank/?content_type=${s}` },
  { taxonomy: 'partner-type', restBase: 'partner-types', path: (s) => `/partners/?type=${s}` },
  { taxonomy: 'expertise', restBase: 'expertises', path: (s) => `/finder/${s}/` },
  { taxonomy: 'service', restBase: 'services', path: (s) => `/finder/${s}/` },
  { taxonomy: 'specialisation', restBase: 'specialisations', path: (s) => `/finder/${s}/` },
  { taxonomy: 'recognition', restBase: 'recognitions', path: (s) => `/finder/${s}/` },
  { taxonomy: 'finder-label', restBase: 'finder-labels', path: (s) => `/finder/${s}/` },
  { taxonomy: 'finder-issue', restBase: 'finder-issues', path: (s) => `/finder/${s}/` },
]

/** The post field that holds a taxonomy's term ids (WordPress uses the REST base as the field name). */
export const termField = (t: TermCollection) => t.restBase
