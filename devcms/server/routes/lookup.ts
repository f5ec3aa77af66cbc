// Lookups by path, slug or id: get-page-by-path, get-entity-by-slug, get-draft-entity-by-id, get-finder-term-by-slug.
import { POST_COLLECTIONS } from '../../store/collections.ts'
import type { StoredPost } from '../../store/store.ts'
import type { Ctx } from '../context.ts'
import { forbidden, invalidParam, notFound, reply, type Reply } from '../http.ts'
import { presentPost, presentTerm } from '../present.ts'
import { route, type Route } from '../router.ts'
import { requestedStatuses } from '../status.ts'
import { isVisible, visibleStatuses } from '../visibility.ts'

/** `over-ons/team` or `/over-ons/team/` → `/over-ons/team/`; empty → `/`. */
const asPath = (raw: string) => {
  const inner = raw.split('/').filter(Boolean).join('/')
  return inner ? `/${inner}/` : '/'
}

/** Slug lookups prefer the catch-all's own kinds: pages, then news posts, then the other types. */
export const SLUG_PRIORITY = [
  'page',
  'post',
  'article',
  'lesson',
  'event',
  'partner',
  'product',
  'clinic',
  'vet',
  'guest-author',
]

function pageByPath(ctx: Ctx): Reply {
  const statuses = visibleStatuses(ctx)
  const path = asPath(ctx.params.path ?? '')
  const page = ctx.catalog.byPath.get(path)?.find((p) => p.collection.type === 'page' && isVisible(statuses, p))
  if (!page) throw notFound('rest_page_not_found', `No page found at ${path}.`)
  return reply(presentPost(ctx, page))
}

function entityBySlug(ctx: Ctx): Reply {
  const statuses = visibleStatuses(ctx)
  const path = asPath(ctx.params.path ?? '')
  const rank = (p: StoredPost) => SLUG_PRIORITY.indexOf(p.collection.type)
  const byRank = (a: StoredPost, b: StoredPost) => rank(a) - rank(b)
  let found = (ctx.catalog.byPath.get(path) ?? []).filter((p) => isVisible(statuses, p)).sort(byRank)[0]
  const slug = path.split('/').filter(Boolean).at(-1)
  if (!found && slug) {
    const candidates = POST_COLLECTIONS.flatMap((c) => ctx.catalog.postsByBase.get(c.restBase) ?? [])
    found = candidates.filter((p) => p.data.slug === slug && isVisible(statuses, p)).sort(byRank)[0]
  }
  if (!found) throw notFound('rest_entity_not_found', `No entity found for ${path}.`)
  return reply(presentPost(ctx, found))
}

function draftById(ctx: Ctx): Reply {
  if (!ctx.user) throw forbidden()
  const raw = ctx.query.str('id') ?? ctx.params.id ?? ''
  if (!/^\d+$/.test(raw)) throw invalidParam('id', 'id is not of type integer.')
  const statuses = requestedStatuses(ctx.query, ctx.user, ['draft'])
  const post = ctx.catalog.store.posts.get(Number(raw))
  if (!isVisible(statuses, post))
    throw notFound('rest_post_invalid_id', `No ${[...statuses].join('/')} entity with id ${raw}.`)
  return reply(presentPost(ctx, post))
}

const FINDER_TAXONOMIES = [
  'expertises',
  'services',
  'specialisations',
  'recognitions',
  'finder-labels',
  'finder-issues',
]

function finderTermBySlug(ctx: Ctx): Reply {
  const slug = ctx.params.slug ?? ''
  for (const base of FINDER_TAXONOMIES) {
    const term = ctx.catalog.termsByBase.get(base)?.find((t) => t.data.slug === slug)
    if (term) return reply(presentTerm(ctx, term))
  }
  throw notFound('rest_term_invalid', `No finder term with slug "${slug}".`)
}

export function lookupRoutes(): Route[] {
  return [
    route('GET', '/wp/v2/get-page-by-path/*path', pageByPath),
    route('GET', '/wp/v2/get-entity-by-slug/*path', entityBySlug),
    route('GET', '/wp/v2/get-draft-entity-by-id', draftById),
    route('GET', '/wp/v2/get-draft-entity-by-id/:id', draftById),
    route('GET', '/wp/v2/get-finder-term-by-slug/:slug', finderTermBySlug),
  ]
}
