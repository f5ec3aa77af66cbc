// The breadcrumb trail of every object (Home → section → parent pages → item), as Yoast builds its BreadcrumbList.
import type { Taxonomy } from '#pipeline/schemas/wp/index.ts'
import { isRecord } from './files.ts'
import {
  permalinkPath,
  termAncestors,
  termPath,
  type ContentStore,
  type Obj,
  type StoredPost,
  type StoredTerm,
} from './store.ts'
import { plainText, renderedText } from './text.ts'

export type Crumb = { name: string; path: string }

const HOME: Crumb = { name: 'Home', path: '/' }
const KENNISBANK: Crumb = { name: 'Kennisbank', path: '/kennisbank/' }
const PARTNERS: Crumb = { name: 'Partners', path: '/partners/' }
const FINDER: Crumb = { name: 'Finder', path: '/finder/' }
const AUTEURS: Crumb = { name: 'Auteurs', path: '/auteurs/' }

const POST_SECTIONS: Record<string, Crumb> = {
  article: KENNISBANK,
  post: { name: 'Nieuws', path: '/nieuws/' },
  lesson: { name: 'Academy', path: '/academy/' },
  event: { name: 'Events', path: '/events/' },
  partner: PARTNERS,
  product: PARTNERS,
  clinic: FINDER,
  vet: FINDER,
  'guest-author': AUTEURS,
}

const TERM_SECTIONS: Partial<Record<Taxonomy, Crumb>> = {
  'knowledge-base-category': KENNISBANK,
  'content-type': KENNISBANK,
  'partner-type': PARTNERS,
  expertise: FINDER,
  service: FINDER,
  specialisation: FINDER,
  recognition: FINDER,
  'finder-label': FINDER,
  'finder-issue': FINDER,
}

const postCrumb = (store: ContentStore, post: StoredPost): Crumb => ({
  name: renderedText(post.data.title),
  path: permalinkPath(store, post),
})

/** Parent pages from the top down (guards against a parent loop). */
function parentPages(store: ContentStore, post: StoredPost): Crumb[] {
  const chain: Crumb[] = []
  const seen = new Set<number>([Number(post.data.id)])
  let parentId = Number(post.data.parent ?? 0)
  while (parentId && !seen.has(parentId)) {
    seen.add(parentId)
    const parent = store.posts.get(parentId)
    if (!parent) break
    chain.unshift(postCrumb(store, parent))
    parentId = Number(parent.data.parent ?? 0)
  }
  return chain
}

/** The article's primary knowledge-base category: the explicit one, else the first assigned. */
function primaryKbCategory(store: ContentStore, data: Obj): StoredTerm | undefined {
  const extra = isRecord(data.extra_fields) ? data.extra_fields : {}
  const assigned = Array.isArray(data['knowledge-base-categories']) ? data['knowledge-base-categories'] : []
  const id = Number(extra.primary_knowledge_base_category || assigned[0] || 0)
  return id ? store.terms.get(id) : undefined
}

export function postTrail(store: ContentStore, post: StoredPost): Crumb[] {
  const type = post.collection.type
  if (type === 'page') {
    if (permalinkPath(store, post) === '/') return [HOME]
    return [HOME, ...parentPages(store, post), postCrumb(store, post)]
  }
  const trail = [HOME]
  const section = POST_SECTIONS[type]
  if (section) trail.push(section)
  if (type === 'article') {
    const term = primaryKbCategory(store, post.data)
    if (term) trail.push({ name: String(term.data.name), path: termPath(store, term) })
  }
  if (type === 'product') {
    const extra = isRecord(post.data.extra_fields) ? post.data.extra_fields : {}
    const partner = store.posts.get(Number(extra.partner ?? 0))
    if (partner) trail.push(postCrumb(store, partner))
  }
  trail.push(postCrumb(store, post))
  return trail
}

/** Home, the taxonomy's section, then the term's parents (as Yoast does for hierarchical terms), then the term. */
export function termTrail(store: ContentStore, term: StoredTerm): Crumb[] {
  const section = TERM_SECTIONS[term.collection.taxonomy]
  const crumb = (t: StoredTerm) => ({ name: String(t.data.name), path: termPath(store, t) })
  const own = [...termAncestors(store, term), term].map(crumb)
  return section ? [HOME, section, ...own] : [HOME, ...own]
}

export function userTrail(user: Obj): Crumb[] {
  return [HOME, AUTEURS, { name: plainText(String(user.name)), path: `/auteurs/${String(user.slug)}/` }]
}
