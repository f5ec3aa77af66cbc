// GET /wp/v2/users (and /authors) and /wp/v2/media: WordPress's user and attachment collections (library media is unattached).
import type { Ctx } from './context.ts'
import { reply, WpError, type Reply } from './http.ts'
import { dateParam, listReply } from './listing.ts'
import { normalizeLocal, paramToLocal } from '../store/dates.ts'
import { presentMedia, presentUser } from './present.ts'
import type { Obj } from '../store/store.ts'
import { isImage } from '../store/media.ts'

type Row = { id: number; data: Obj }

function common(ctx: Ctx, rows: Row[], searchIn: (r: Row) => string): Row[] {
  const q = ctx.query
  const include = q.ints('include')
  const exclude = q.ints('exclude')
  const slugs = q.list('slug')
  const search = q.str('search')?.trim().toLowerCase()
  return rows.filter(
    (r) =>
      (!include || include.includes(r.id)) &&
      (!exclude || !exclude.includes(r.id)) &&
      (!slugs || slugs.includes(String(r.data.slug))) &&
      (!search || searchIn(r).toLowerCase().includes(search)),
  )
}

/**
 * `/users`: anonymous visitors see only users with published content (WordPress's `has_published_posts`), the editor all.
 * `/authors`: the site's authors, users credited on published articles, news, lessons or events (never the editor account).
 */
export type UserScope = 'users' | 'authors'
const visible = (ctx: Ctx, id: number, scope: UserScope) =>
  scope === 'authors' ? ctx.catalog.editorialAuthorIds.has(id) : Boolean(ctx.user) || ctx.catalog.authorIds.has(id)

export function listUsers(ctx: Ctx, scope: UserScope): Reply {
  const rows = [...ctx.catalog.store.users.entries()]
    .map(([id, u]) => ({ id, data: u.data }))
    .filter((r) => visible(ctx, r.id, scope))
  return listReply(ctx, {
    items: common(ctx, rows, (r) => `${String(r.data.name)} ${String(r.data.slug)}`),
    keys: {
      id: { get: (r) => r.id },
      name: { get: (r) => String(r.data.name), text: true },
      slug: { get: (r) => String(r.data.slug) },
      registered_date: { get: (r) => r.id },
    },
    defaultOrderby: 'name',
    defaultOrder: 'asc',
    idOf: (r) => r.id,
    slugOf: (r) => String(r.data.slug),
    errorBeyondLast: false,
    present: (r) => presentUser(ctx, r.id) ?? {},
  })
}

export function getUser(ctx: Ctx, scope: UserScope): Reply {
  const id = Number(ctx.params.id)
  const user = ctx.catalog.store.users.has(id) ? presentUser(ctx, id) : undefined
  if (!user) throw new WpError(404, 'rest_user_invalid_id', 'Invalid user ID.')
  if (!visible(ctx, id, scope))
    throw new WpError(401, 'rest_user_cannot_view', 'Sorry, you are not allowed to list users.')
  return reply(user)
}

export function listMedia(ctx: Ctx): Reply {
  const rows = [...ctx.catalog.store.media.values()]
    .filter((m) => ctx.user || ctx.catalog.mediaIsPublic(m.id))
    .map((m) => ({ id: m.id, data: { ...m, media_type: isImage(m) ? 'image' : 'file' } }))
  const mime = ctx.query.str('mime_type')
  const mediaType = ctx.query.str('media_type')
  const parents = ctx.query.ints('parent')
  // Attachments are posts: the date filters compare their `date` and `modified` (post_date, post_modified) as WordPress does.
  const dateOf = (r: Row, field: 'date' | 'modified') => normalizeLocal(String(ctx.catalog.media(r.id)?.[field] ?? ''))
  const dates = (['after', 'before', 'modified_after', 'modified_before'] as const).flatMap((name) => {
    const value = dateParam(ctx, name, paramToLocal)
    const field = name.startsWith('modified') ? 'modified' : 'date'
    return value === undefined
      ? []
      : [(r: Row) => (name.endsWith('after') ? dateOf(r, field) > value : dateOf(r, field) < value)]
  })
  const items = common(ctx, rows, (r) => `${String(r.data.title)} ${String(r.data.alt)}`).filter(
    (r) =>
      (!mime || r.data.mime_type === mime) &&
      (!mediaType || mediaType === r.data.media_type) &&
      (!parents || parents.includes(0)) &&
      dates.every((f) => f(r)),
  )
  return listReply(ctx, {
    items,
    keys: {
      id: { get: (r) => r.id },
      date: { get: (r) => r.id },
      modified: { get: (r) => r.id },
      title: { get: (r) => String(r.data.title), text: true },
      slug: { get: (r) => String(r.data.slug) },
    },
    defaultOrderby: 'date',
    defaultOrder: 'desc',
    idOf: (r) => r.id,
    slugOf: (r) => String(r.data.slug),
    errorBeyondLast: true,
    present: (r) => presentMedia(ctx, r.id) ?? {},
  })
}

export function getMedia(ctx: Ctx): Reply {
  const id = Number(ctx.params.id)
  const media = presentMedia(ctx, id)
  if (!media) throw new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.')
  if (!ctx.user && !ctx.catalog.mediaIsPublic(id))
    throw new WpError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.')
  return reply(media)
}
