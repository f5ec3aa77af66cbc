// The content collections: folder name, REST base, post type and permalink of each WordPress object kind.
import type { Taxonomy } from '#pipeline/schemas/wp/index.ts'
import { POST_TYPES, type PostType } from '#lib/model/post-types.ts'

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

/** A post type's folder (its REST base) and REST base, from the content model's manifest (lib/model/post-types.ts). */
const named = (type: PostType) => ({ folder: POST_TYPES[type].restBase, restBase: POST_TYPES[type].restBase, type })

export const POST_COLLECTIONS: PostCollection[] = [
  {
    ...named('article'),
    path: (s) => `/kennisbank/${s}/`,
    taxonomies: [...EDITORIAL, 'knowledge-base-categories', 'content-types'],
  },
  {
    ...named('post'),
    path: (s) => `/${s}/`,
    taxonomies: [...EDITORIAL, 'content-types'],
  },
  { ...named('lesson'), path: (s) => `/academy/${s}/`, taxonomies: EDITORIAL },
  { ...named('event'), path: (s) => `/event/${s}/`, taxonomies: EDITORIAL },
  { ...named('page'), path: (s) => `/${s}/`, taxonomies: [] },
  {
    ...named('partner'),
    path: (s) => `/partners/${s}/`,
    taxonomies: ['partner-types'],
  },
  { ...named('product'), path: (s) => `/partners/${s}/`, taxonomies: [] },
  {
    ...named('clinic'),
    path: (s) => `/finder/klinieken/${s}/`,
    taxonomies: FINDER,
  },
  { ...named('vet'), path: (s) => `/finder/dierenarts/${s}/`, taxonomies: FINDER },
  {
    ...named('guest-author'),
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
