// Editing posts of every type through the REST API, as WordPress does with an editor's credentials:
// POST /wp/v2/<type> creates, POST|PUT|PATCH /wp/v2/<type>/<id> updates the fields given, DELETE trashes
// (`force=true` deletes). The change lives in memory (the content folder on disk is never rewritten).
import type { PostCollection } from '../store/collections.ts'
import { isRecord } from '../store/files.ts'
import type { Obj, StoredPost } from '../store/store.ts'
import type { Ctx } from '../server/context.ts'
import { invalidParam, invalidPostId, reply, WpError, type Reply } from '../server/http.ts'
import { presentPost } from '../server/present.ts'
import { menuItemIds } from './menu-store.ts'
import { forceParam, parsePostPatch, type PostPatch } from './params.ts'
import { autop, nextPostId, nowStamps, uniqueSlug } from './text.ts'
import { recordMoves } from './old-paths.ts'
import { scheduledStatus } from './schedule.ts'

const denied = (code: string, message: string) => new WpError(401, code, message)

function requireEditor(ctx: Ctx, code: string, message: string): void {
  if (!ctx.user) throw denied(code, message)
}

function checkReferences(ctx: Ctx, collection: PostCollection, patch: PostPatch, selfId: number): void {
  const { store } = ctx.catalog
  if (patch.author !== undefined && !store.users.has(patch.author))
    throw invalidParam('author', 'Invalid author ID.', 'rest_invalid_author')
  if (patch.featured_media && !store.media.has(patch.featured_media))
    throw invalidParam('featured_media', 'Invalid featured media ID.', 'rest_invalid_featured_media')
  if (patch.parent) {
    const parent = store.posts.get(patch.parent)
    if (!parent || parent.collection !== collection || patch.parent === selfId)
      throw invalidParam('parent', 'Invalid post parent ID.', 'rest_post_invalid_id')
  }
  for (const [taxonomy, termIds] of Object.entries(patch.terms)) {
    termIds.forEach((termId, i) => {
      if (store.terms.get(termId)?.collection.restBase !== taxonomy)
        throw invalidParam(taxonomy, `${taxonomy}[${i}] is not a term of ${taxonomy}.`, 'rest_invalid_term_id')
    })
  }
}

/** The stored object after the patch: WordPress' shapes (`{ rendered }`), new modified times. */
function applyPatch(ctx: Ctx, collection: PostCollection, data: Obj, patch: PostPatch): Obj {
  const next: Obj = { ...data }
  const id = Number(data.id)
  if (patch.title !== undefined) next.title = { rendered: patch.title.trim() }
  if (patch.content !== undefined) next.content = { rendered: autop(patch.content), protected: false }
  if (patch.excerpt !== undefined) next.excerpt = { rendered: autop(patch.excerpt), protected: false }
  for (const field of [
    'status',
    'author',
    'featured_media',
    'menu_order',
    'sticky',
    'password',
    'meta',
    'content_block_rows',
  ] as const) {
    if (patch[field] !== undefined) next[field] = patch[field]
  }
  if (patch.parent !== undefined) next.parent = patch.parent
  if (patch.date !== undefined) {
    next.date = patch.date
    delete next.date_gmt
  }
  const extra = { ...(isRecord(data.extra_fields) ? data.extra_fields : {}), ...patch.acf, ...patch.extra_fields }
  if (patch.acf || patch.extra_fields) next.extra_fields = extra
  Object.assign(next, patch.terms)
  // A slug is (re)made when one is given or there is none yet; an edit of other fields keeps the item's URL.
  if (patch.slug !== undefined || !data.slug) {
    const wanted = patch.slug || (isRecord(next.title) ? String(next.title.rendered ?? '') : '')
    next.slug = uniqueSlug(ctx.catalog.store, collection, wanted, id, Number(next.parent ?? 0))
  }
  if (patch.status !== undefined || patch.date !== undefined) next.status = scheduledStatus(next)
  const now = nowStamps()
  next.modified = now.local
  next.modified_gmt = now.gmt
  return next
}

/** Why the site must rebuild, in the companion plugin's words; none for a change that never touched a published item. */
function reasons(type: string, id: number, before: string, after: string): string[] {
  const out: string[] = []
  if (before === 'publish' || after === 'publish') out.push(`${type} ${id} ${before} → ${after}`)
  if (after === 'publish' || after === 'trash') out.push(`${type} ${id} changed`)
  return before === 'publish' || after === 'publish' ? out : []
}

function store(ctx: Ctx, post: StoredPost, why: string[]): StoredPost {
  ctx.catalog.store.posts.set(Number(post.data.id), post)
  const catalog = ctx.app.changed(why)
  return catalog.store.posts.get(Number(post.data.id)) ?? post
}

const present = (ctx: Ctx, post: StoredPost): Obj => presentPost({ ...ctx, catalog: ctx.app.catalog() }, post)

export function updatePost(ctx: Ctx, collection: PostCollection): Reply {
  requireEditor(ctx, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.')
  const post = ctx.catalog.store.posts.get(Number(ctx.params.id))
  if (!post || post.collection !== collection) throw invalidPostId()
  const patch = parsePostPatch(ctx.body, collection)
  checkReferences(ctx, collection, patch, Number(post.data.id))
  const data = applyPatch(ctx, collection, post.data, patch)
  const before = String(post.data.status)
  // The item and those whose paths hang on it, each remembering the path it was published at (decision 030).
  const [edited = { ...post, data }, ...moved] = recordMoves(ctx.catalog.store, post, data)
  // Moved with it: marked modified, as the plugin does (decision 045), so an incremental fetch reads their new paths.
  const moveStamps = nowStamps()
  for (const other of moved) {
    const data = { ...other.data, modified: moveStamps.local, modified_gmt: moveStamps.gmt }
    ctx.catalog.store.posts.set(Number(other.data.id), { ...other, data })
  }
  const why = [
    ...reasons(collection.type, Number(data.id), before, String(data.status)),
    ...moved.filter((m) => m.data.status === 'publish').map((m) => `${m.collection.type} ${String(m.data.id)} changed`),
  ]
  const saved = store(ctx, edited, why)
  return reply(present(ctx, saved))
}

export function createPost(ctx: Ctx, collection: PostCollection): Reply {
  requireEditor(ctx, 'rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.')
  if (isRecord(ctx.body) && ctx.body.id !== undefined)
    throw new WpError(400, 'rest_post_exists', 'Cannot create existing post.')
  const patch = parsePostPatch(ctx.body, collection)
  const { store: content } = ctx.catalog
  const id = nextPostId(content, menuItemIds(content))
  checkReferences(ctx, collection, patch, id)
  const now = nowStamps()
  const empty: Obj = {
    id,
    date: now.local,
    slug: '',
    status: 'draft',
    type: collection.type,
    title: { rendered: '' },
    content: { rendered: '', protected: false },
    excerpt: { rendered: '', protected: false },
    author: ctx.user?.id ?? 1,
    featured_media: 0,
    menu_order: 0,
    extra_fields: {},
    ...(collection.type === 'page' ? { parent: 0 } : {}),
    ...Object.fromEntries(collection.taxonomies.map((t) => [t, []])),
  }
  const data = applyPatch(ctx, collection, empty, patch)
  const file = `(created through the REST API: ${collection.restBase}/${id})`
  const saved = store(ctx, { collection, file, data }, reasons(collection.type, id, 'new', String(data.status)))
  const location = `${ctx.catalog.api}/wp/v2/${collection.restBase}/${id}`
  return reply(present(ctx, saved), { Location: location }, 201)
}

export function deletePost(ctx: Ctx, collection: PostCollection): Reply {
  requireEditor(ctx, 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.')
  const post = ctx.catalog.store.posts.get(Number(ctx.params.id))
  if (!post || post.collection !== collection) throw invalidPostId()
  const force = forceParam(ctx.query.str('force'), ctx.body)
  const status = String(post.data.status)
  const id = Number(post.data.id)
  if (force) {
    const previous = present(ctx, post)
    ctx.catalog.store.posts.delete(id)
    ctx.app.changed(status === 'publish' || status === 'trash' ? [`${collection.type} ${id} changed`] : [])
    return reply({ deleted: true, previous })
  }
  if (status === 'trash') throw new WpError(410, 'rest_already_trashed', 'The post has already been deleted.')
  const now = nowStamps()
  const data = { ...post.data, status: 'trash', modified: now.local, modified_gmt: now.gmt }
  const why =
    status === 'publish' ? [`${collection.type} ${id} changed`, `${collection.type} ${id} publish → trash`] : []
  return reply(present(ctx, store(ctx, { ...post, data }, why)))
}
