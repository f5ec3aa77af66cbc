// GET /wp/v2/<taxonomy>: WordPress's term-collection filters (include, slug, search, parent, post, hide_empty).
import type { TermCollection } from '../store/collections.ts'
import type { StoredTerm } from '../store/store.ts'
import type { Ctx } from './context.ts'
import { reply, WpError, type Reply } from './http.ts'
import { listReply } from './listing.ts'
import { presentTerm } from './present.ts'

type Filter = (term: StoredTerm) => boolean
const id = (t: StoredTerm) => Number(t.data.id)

function termFilters(ctx: Ctx, collection: TermCollection): Filter[] {
  const q = ctx.query
  const { catalog } = ctx
  const filters: Filter[] = []
  const add = <V>(value: V | undefined, make: (v: V) => Filter) => value !== undefined && filters.push(make(value))
  add(q.ints('include'), (ids) => (t) => ids.includes(id(t)))
  add(q.ints('exclude'), (ids) => (t) => !ids.includes(id(t)))
  add(q.list('slug'), (slugs) => (t) => slugs.includes(String(t.data.slug)))
  add(q.ints('parent'), (ids) => (t) => ids.includes(Number(t.data.parent ?? 0)))
  const search = q.str('search')?.trim().toLowerCase()
  add(search || undefined, (s) => (t) => `${String(t.data.name)} ${String(t.data.slug)}`.toLowerCase().includes(s))
  if (q.bool('hide_empty') ?? q.bool('hide-empty')) filters.push((t) => (catalog.termCounts.get(id(t)) ?? 0) > 0)
  if (q.has('post')) {
    const post = catalog.store.posts.get(q.int('post', 0))
    if (!post) throw new WpError(400, 'rest_post_invalid_id', 'Invalid post ID.')
    const field = post.data[collection.restBase]
    const assigned = Array.isArray(field) ? field.map(Number) : []
    filters.push((t) => assigned.includes(id(t)))
  }
  return filters
}

export function listTerms(ctx: Ctx, collection: TermCollection): Reply {
  const filters = termFilters(ctx, collection)
  const items = (ctx.catalog.termsByBase.get(collection.restBase) ?? []).filter((t) => filters.every((f) => f(t)))
  return listReply(ctx, {
    items,
    keys: {
      id: { get: id },
      name: { get: (t) => String(t.data.name), text: true },
      slug: { get: (t) => String(t.data.slug) },
      count: { get: (t) => ctx.catalog.termCounts.get(id(t)) ?? 0 },
      description: { get: (t) => String(t.data.description ?? ''), text: true },
      term_group: { get: () => 0 },
    },
    defaultOrderby: 'name',
    defaultOrder: 'asc',
    idOf: id,
    slugOf: (t) => String(t.data.slug),
    errorBeyondLast: false,
    present: (t) => presentTerm(ctx, t),
  })
}

export function getTerm(ctx: Ctx, collection: TermCollection): Reply {
  const term = ctx.catalog.store.terms.get(Number(ctx.params.id))
  if (!term || term.collection !== collection) throw new WpError(404, 'rest_term_invalid', 'Term does not exist.')
  return reply(presentTerm(ctx, term))
}
