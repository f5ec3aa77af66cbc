// Loads the whole content folder into memory: posts of every type, users, terms, media and the site singletons.
import path from 'node:path'
import { POST_COLLECTIONS, TERM_COLLECTIONS, type PostCollection, type TermCollection } from './collections.ts'
import { isRecord, readArrayFile, readCollection, readJsonFile } from './files.ts'
import { loadMedia, type MediaEntry } from './media.ts'

export type Obj = Record<string, unknown>
export type StoredPost = { collection: PostCollection; file: string; data: Obj }
export type StoredTerm = { collection: TermCollection; file: string; data: Obj }

export type ContentStore = {
  contentDir: string
  mediaDir: string
  posts: Map<number, StoredPost>
  users: Map<number, { file: string; data: Obj }>
  terms: Map<number, StoredTerm>
  media: Map<number, MediaEntry>
  settings: Obj
  menus: Obj
  redirects: Obj[]
  options: {
    page_on_front: number
    page_for_posts: number
    page_for_partners: number
    page_404: number
    popular_articles: number[]
  }
}

const num = (v: unknown, what: string): number => {
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw new Error(`${what}: expected an integer id, got ${JSON.stringify(v)}`)
  return v
}

async function readObject(file: string): Promise<Obj> {
  const value = await readJsonFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return {}
    throw error
  })
  if (!isRecord(value)) throw new Error(`${file}: expected an object`)
  return value
}

export async function loadStore(contentDir: string, mediaDir: string): Promise<ContentStore> {
  const posts = new Map<number, StoredPost>()
  for (const collection of POST_COLLECTIONS) {
    for (const item of await readCollection(path.join(contentDir, collection.folder))) {
      const id = num(item.value.id, `${item.file}: id`)
      const clash = posts.get(id)
      if (clash) throw new Error(`${item.file}: id ${id} is also used by ${clash.file}`)
      posts.set(id, { collection, file: item.file, data: { ...item.value, type: collection.type } })
    }
  }
  const users = new Map<number, { file: string; data: Obj }>()
  for (const item of await readArrayFile(path.join(contentDir, 'users.json'))) {
    users.set(num(item.value.id, `${item.file}: id`), { file: item.file, data: item.value })
  }
  const terms = new Map<number, StoredTerm>()
  for (const collection of TERM_COLLECTIONS) {
    for (const item of await readArrayFile(path.join(contentDir, 'terms', `${collection.taxonomy}.json`))) {
      const id = num(item.value.id, `${item.file}: id`)
      if (terms.has(id)) throw new Error(`${item.file}: term id ${id} is used twice`)
      terms.set(id, { collection, file: item.file, data: { ...item.value, taxonomy: collection.taxonomy } })
    }
  }
  const site = path.join(contentDir, 'site')
  const options = await readObject(path.join(site, 'options.json'))
  const redirects = await readArrayFile(path.join(site, 'redirects.json'))
  return {
    contentDir,
    mediaDir,
    posts,
    users,
    terms,
    media: await loadMedia(mediaDir),
    settings: await readObject(path.join(site, 'general-settings.json')),
    menus: await readObject(path.join(site, 'menus.json')),
    redirects: redirects.map((r) => r.value),
    options: {
      page_on_front: Number(options.page_on_front ?? 0),
      page_for_posts: Number(options.page_for_posts ?? 0),
      page_for_partners: Number(options.page_for_partners ?? 0),
      page_404: Number(options.page_404 ?? 0),
      popular_articles: Array.isArray(options.popular_articles)
        ? options.popular_articles.map((v, i) => num(v, `options.popular_articles[${i}]`))
        : [],
    },
  }
}

/** The path part of an object's permalink (pages nest under their parent; the front page is "/"). */
export function permalinkPath(store: ContentStore, post: StoredPost): string {
  const slug = String(post.data.slug)
  const id = Number(post.data.id)
  if (post.collection.type === 'page') {
    if (id === store.options.page_on_front) return '/'
    const parent = Number(post.data.parent ?? 0)
    const parentPost = parent ? store.posts.get(parent) : undefined
    return parentPost ? `${permalinkPath(store, parentPost).replace(/\/$/, '')}/${slug}/` : `/${slug}/`
  }
  if (post.collection.type === 'product') {
    const extra = post.data.extra_fields
    const partner = isRecord(extra) ? store.posts.get(Number(extra.partner)) : undefined
    return `/partners/${partner ? String(partner.data.slug) : 'onbekend'}/${slug}/`
  }
  return post.collection.path(slug)
}

/** The term's ancestors, root first (a hierarchical taxonomy only; a cycle or a missing parent ends the chain). */
export function termAncestors(store: ContentStore, term: StoredTerm): StoredTerm[] {
  const chain: StoredTerm[] = []
  let parent = term.collection.hierarchical ? store.terms.get(Number(term.data.parent ?? 0)) : undefined
  while (parent && chain.length < 10 && parent !== term && !chain.includes(parent)) {
    chain.unshift(parent)
    parent = store.terms.get(Number(parent.data.parent ?? 0))
  }
  return chain
}

/** The path part of a term's permalink: like WordPress, a child term nests under its parents ("/categorie/a/b/"). */
export function termPath(store: ContentStore, term: StoredTerm): string {
  return term.collection.path([...termAncestors(store, term), term].map((t) => String(t.data.slug)).join('/'))
}

/**
 * The terms and every term below them (a hierarchical taxonomy): what WordPress' `tax_query` matches for a term, as
 * `include_children` is on by default. A flat taxonomy's term matches itself only.
 */
export function withDescendants(store: ContentStore, ids: readonly number[]): Set<number> {
  const found = new Set(ids)
  for (const term of store.terms.values())
    if (termAncestors(store, term).some((a) => found.has(Number(a.data.id)))) found.add(Number(term.data.id))
  return found
}
