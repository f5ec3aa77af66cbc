// GET /wp/v2/<post type>: WordPress's post-collection filters (status, include, slug, search, dates, taxonomies, parent).
import type { Catalog } from '../store/catalog.ts'
import type { PostCollection } from '../store/collections.ts'
import { normalizeLocal, paramToLocal } from '../store/dates.ts'
import type { StoredPost } from '../store/store.ts'
import { plainText, renderedText } from '../store/text.ts'
import type { Ctx } from './context.ts'
import { forbidden, invalidPostId, reply, WpError, type Reply } from './http.ts'
import { dateParam, ListCache, listReply, type OrderKey } from './listing.ts'
import { presentPost } from './present.ts'
import { requestedStatuses } from './status.ts'

const searchTexts = new WeakMap<StoredPost, { title: string; all: string }>()
const caches = new WeakMap<Catalog, ListCache<StoredPost>>()

/** One cache per loaded catalog: a reload starts afresh. */
function cacheOf(catalog: Catalog): ListCache<StoredPost> {
  let cache = caches.get(catalog)
  if (!cache) caches.set(catalog, (cache = new ListCache()))
  return cache
}

/** Lower-cased title and title + excerpt + content, computed once per loaded item. */
function searchText(post: StoredPost) {
  let text = searchTexts.get(post)
  if (!text) {
    const title = renderedText(post.data.title).toLowerCase()
    const content =
      typeof post.data.content === 'object' && post.data.content !== null && 'rendered' in post.data.content
        ? String(post.data.content.rendered)
        : ''
    text = {
      title,
      all: `${title} ${renderedText(post.data.excerpt).toLowerCase()} ${plainText(content).toLowerCase()}`,
    }
    searchTexts.set(post, text)
  }
  return text
}

const num = (post: StoredPost, field: string) => Number(post.data[field] ?? 0)
const dateOf = (post: StoredPost) => normalizeLocal(String(post.data.date ?? ''))
const modifiedOf = (post: StoredPost) => normalizeLocal(String(post.data.modified ?? post.data.date ?? ''))
const idsOf = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : [])

export function postOrderKeys(search: string | undefined): Record<string, OrderKey<StoredPost>> {
  return {
    author: { get: (p) => num(p, 'author') },
    date: { get: dateOf },
    id: { get: (p) => num(p, 'id') },
    modified: { get: modifiedOf },
    parent: { get: (p) => num(p, 'parent') },
    relevance: { get: (p) => `${search && searchText(p).title.includes(search) ? 1 : 0}|${dateOf(p)}` },
    slug: { get: (p) => String(p.data.slug) },
    title: { get: (p) => renderedText(p.data.title), text: true },
    menu_order: { get: (p) => num(p, 'menu_order') },
  }
}

type Filter = (post: StoredPost) => boolean

function taxonomyFilters(ctx: Ctx, collection: PostCollection): Filter[] {
  const q = ctx.query
  const includes: Filter[] = []
  const excludes: Filter[] = []
  for (const field of collection.taxonomies) {
    const wanted = q.ints(field)
    const unwanted = q.ints(`${field}_exclude`)
    if (wanted) includes.push((p) => idsOf(p.data[field]).some((id) => wanted.includes(id)))
    if (unwanted) excludes.push((p) => !idsOf(p.data[field]).some((id) => unwanted.includes(id)))
  }
  const any = q.oneOf('tax_relation', ['AND', 'OR'], 'AND') === 'OR'
  if (includes.length > 1 && any) return [(p) => includes.some((f) => f(p)), ...excludes]
  return [...includes, ...excludes]
}

function postFilters(ctx: Ctx, collection: PostCollection, search: string | undefined): Filter[] {
  const q = ctx.query
  const filters: Filter[] = []
  const add = <V>(value: V | undefined, make: (v: V) => Filter) => value !== undefined && filters.push(make(value))
  const statuses = requestedStatuses(q, ctx.user)
  filters.push((p) => statuses.has(String(p.data.status)))
  add(q.ints('include'), (ids) => (p) => ids.includes(num(p, 'id')))
  add(q.ints('exclude'), (ids) => (p) => !ids.includes(num(p, 'id')))
  add(q.list('slug'), (slugs) => (p) => slugs.includes(String(p.data.slug)))
  add(q.ints('author'), (ids) => (p) => ids.includes(num(p, 'author')))
  add(q.ints('author_exclude'), (ids) => (p) => !ids.includes(num(p, 'author')))
  add(q.ints('parent'), (ids) => (p) => ids.includes(num(p, 'parent')))
  add(q.ints('parent_exclude'), (ids) => (p) => !ids.includes(num(p, 'parent')))
  if (q.has('menu_order')) add(q.int('menu_order', 0), (n) => (p) => num(p, 'menu_order') === n)
  add(dateParam(ctx, 'after', paramToLocal), (d) => (p) => dateOf(p) > d)
  add(dateParam(ctx, 'before', paramToLocal), (d) => (p) => dateOf(p) < d)
  add(dateParam(ctx, 'modified_after', paramToLocal), (d) => (p) => modifiedOf(p) > d)
  add(dateParam(ctx, 'modified_before', paramToLocal), (d) => (p) => modifiedOf(p) < d)
  add(search, (s) => (p) => searchText(p).all.includes(s))
  return [...filters, ...taxonomyFilters(ctx, collection)]
}

export function listPosts(ctx: Ctx, collection: PostCollection): Reply {
  const search = ctx.query.str('search')?.trim().toLowerCase() || undefined
  if (ctx.query.str('orderby') === 'relevance' && !search) {
    throw new WpError(400, 'rest_no_search_term_defined', 'You need to define a search term to order by relevance.')
  }
  const filters = postFilters(ctx, collection, search)
  return listReply(ctx, {
    items: () => (ctx.catalog.postsByBase.get(collection.restBase) ?? []).filter((p) => filters.every((f) => f(p))),
    cache: cacheOf(ctx.catalog),
    keys: postOrderKeys(search),
    defaultOrderby: 'date',
    defaultOrder: 'desc',
    idOf: (p) => num(p, 'id'),
    slugOf: (p) => String(p.data.slug),
    errorBeyondLast: true,
    present: (p) => presentPost(ctx, p),
  })
}

/** GET /wp/v2/<post type>/<id>: non-public items need a token (401 otherwise, like WordPress). */
export function getPost(ctx: Ctx, collection: PostCollection): Reply {
  const post = ctx.catalog.store.posts.get(Number(ctx.params.id))
  if (!post || post.collection !== collection) throw invalidPostId()
  if (post.data.status !== 'publish' && !ctx.user) throw forbidden()
  return reply(presentPost(ctx, post))
}
