// Post-card endpoints: /pa/v1/posts, /pa/v1/articles, /wp/v2/popular-articles, /wp/v2/author-articles.
import { CARD_TYPES, postCard } from '../../store/cards.ts'
import { isRecord } from '../../store/files.ts'
import { normalizeLocal } from '../../store/dates.ts'
import { hasPassword } from '../../store/catalog.ts'
import { withDescendants, type StoredPost } from '../../store/store.ts'
import type { Ctx } from '../context.ts'
import { invalidParam, notFound, reply, type Reply } from '../http.ts'
import { pageHeaders, paging } from '../listing.ts'
import { corruptItem } from '../corrupt.ts'
import { route, type Route } from '../router.ts'

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : [])
const newestFirst = (a: StoredPost, b: StoredPost) =>
  normalizeLocal(String(b.data.date)).localeCompare(normalizeLocal(String(a.data.date))) ||
  Number(b.data.id) - Number(a.data.id)

function card(ctx: Ctx, post: StoredPost) {
  const c = postCard(ctx.catalog, post)
  if (!ctx.app.faults.isCorrupt(post.collection.restBase, Number(post.data.id))) return c
  ctx.app.stats.fault('corrupt')
  return corruptItem(c)
}

/** One page of cards, newest first, with WordPress paging headers; 404 when nothing matches. */
function cardPage(ctx: Ctx, posts: StoredPost[], what: string): Reply {
  if (posts.length === 0) throw notFound('rest_no_posts', `No ${what} found.`)
  const { perPage, page } = paging(ctx)
  const headers = pageHeaders(ctx, posts.length, perPage, page, true)
  const slice = [...posts].sort(newestFirst).slice((page - 1) * perPage, page * perPage)
  return reply(
    slice.map((p) => card(ctx, p)),
    headers,
  )
}

/** Published posts of the types; a password-protected post is not public content and gets no card (conventions 2.7). */
const published = (ctx: Ctx, types: string[]) =>
  [...ctx.catalog.store.posts.values()].filter(
    (p) => types.includes(p.collection.type) && p.data.status === 'publish' && !hasPassword(p),
  )

/** The term ids asked for and, as WordPress' `tax_query` (`include_children`), the terms below them. */
const termIds = (ctx: Ctx, name: string) => {
  const asked = ctx.query.ints(name)
  return asked && withDescendants(ctx.catalog.store, asked)
}

function paPosts(ctx: Ctx): Reply {
  const types = ctx.query.list('type') ?? ['post']
  types.forEach((t, i) => {
    if (!CARD_TYPES.has(t))
      throw invalidParam('type', `type[${i}] is not one of ${[...CARD_TYPES].join(', ')}.`, 'rest_not_in_enum')
  })
  const categories = termIds(ctx, 'categories')
  const tags = termIds(ctx, 'tags')
  ctx.query.bool('hide_empty') // accepted and validated like the original endpoint; empty results are a 404 either way
  const posts = published(ctx, types).filter(
    (p) =>
      (!categories || ids(p.data.categories).some((id) => categories.has(id))) &&
      (!tags || ids(p.data.tags).some((id) => tags.has(id))),
  )
  return cardPage(ctx, posts, 'posts')
}

function paArticles(ctx: Ctx): Reply {
  const kb = termIds(ctx, 'knowledge-base-categories')
  const posts = published(ctx, ['article']).filter(
    (p) => !kb || ids(p.data['knowledge-base-categories']).some((id) => kb.has(id)),
  )
  return cardPage(ctx, posts, 'articles')
}

function popularArticles(ctx: Ctx): Reply {
  const posts = ctx.catalog.store.options.popular_articles
    .map((id) => ctx.catalog.store.posts.get(id))
    .filter(
      (p): p is StoredPost =>
        p !== undefined && p.data.status === 'publish' && !hasPassword(p) && CARD_TYPES.has(p.collection.type),
    )
  if (posts.length === 0) throw notFound('rest_no_posts', 'No popular articles found.')
  return reply(posts.map((p) => card(ctx, p)))
}

/** The author by `id` or `slug`: a user (WordPress author or credited) or a guest author (credited). */
function authorArticles(ctx: Ctx): Reply {
  const { store } = ctx.catalog
  const id = ctx.query.has('id') ? ctx.query.int('id', 0) : undefined
  const slug = ctx.query.str('slug')
  if (id === undefined && !slug) throw invalidParam('id', 'id or slug is required.', 'rest_missing_callback_param')
  const user = [...store.users.values()].find((u) =>
    id !== undefined ? Number(u.data.id) === id : u.data.slug === slug,
  )
  const guest = [...store.posts.values()].find(
    (p) => p.collection.type === 'guest-author' && (id !== undefined ? Number(p.data.id) === id : p.data.slug === slug),
  )
  if (!user && !guest) throw notFound('rest_user_invalid_id', 'Invalid author.')
  const credits = (p: StoredPost) => {
    const extra = isRecord(p.data.extra_fields) ? p.data.extra_fields : {}
    const refs = Array.isArray(extra.authors) ? extra.authors.filter(isRecord) : []
    if (
      user &&
      (Number(p.data.author ?? 0) === Number(user.data.id) ||
        refs.some((r) => (r.type ?? 'user') === 'user' && Number(r.id) === Number(user.data.id)))
    )
      return true
    return guest !== undefined && refs.some((r) => r.type === 'guest_author' && Number(r.id) === Number(guest.data.id))
  }
  return cardPage(ctx, published(ctx, [...CARD_TYPES]).filter(credits), 'articles by this author')
}

export function cardRoutes(): Route[] {
  return [
    route('GET', '/pa/v1/posts', paPosts),
    route('GET', '/pa/v1/articles', paArticles),
    route('GET', '/wp/v2/popular-articles', popularArticles),
    route('GET', '/wp/v2/author-articles', authorArticles),
  ]
}
