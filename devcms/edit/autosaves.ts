// WordPress' autosaves, as the block editor's "Preview changes" makes them: POST /wp/v2/<type>/<id>/autosaves
// and GET …/autosaves. A draft autosaved by its own author is updated in place (WordPress does the same); any other
// item — a published article, someone else's draft — gets one autosave per editor beside it, which the site's preview
// shows and the published item, its lists and the build never see. Like the companion plugin (includes/autosave.php),
// the autosave also carries the field data (`extra_fields`/`acf`, `content_block_rows`), which core leaves out.
import { absolutizeUploads } from '../store/absolute.ts'
import { acfEventFields } from '../store/acf.ts'
import type { PostCollection } from '../store/collections.ts'
import { isRecord } from '../store/files.ts'
import { serializePost } from '../store/serialize.ts'
import type { Obj, StoredPost } from '../store/store.ts'
import type { AppState, Ctx } from '../server/context.ts'
import { reply, WpError, type Reply } from '../server/http.ts'
import { parsePostPatch } from './params.ts'
import { menuItemIds } from './menu-store.ts'
import { autop, nextPostId, nowStamps } from './text.ts'
import { updatePost } from './posts.ts'

/** The autosaves of one running CMS: `${parent}:${author}` → the autosave revision. */
const autosaveStores = new WeakMap<AppState, Map<string, Obj>>()

function autosavesOf(app: AppState): Map<string, Obj> {
  let store = autosaveStores.get(app)
  if (!store) {
    store = new Map()
    autosaveStores.set(app, store)
  }
  return store
}

/** The autosaves of one item, newest first (the site's preview reads them the same way from WordPress). */
export function autosavesOfPost(app: AppState, parent: number): Obj[] {
  return [...autosavesOf(app).values()]
    .filter((a) => a.parent === parent)
    .sort((a, b) => String(b.modified_gmt).localeCompare(String(a.modified_gmt)))
}

const rendered = (value: unknown): string =>
  isRecord(value) && typeof value.rendered === 'string' ? value.rendered : ''

function parentOf(ctx: Ctx, collection: PostCollection) {
  const post = ctx.catalog.store.posts.get(Number(ctx.params.id))
  if (!post || post.collection !== collection)
    throw new WpError(404, 'rest_post_invalid_parent', 'Invalid post parent ID.')
  return post
}

/**
 * The answer WordPress gives for an autosave: the revision's fields (the field data answered as the item's own: images
 * expanded, upload URLs absolute) and the preview link of its parent.
 */
export function presentAutosave(ctx: Ctx, autosave: Obj): Obj {
  const parent = Number(autosave.parent)
  const query = new URLSearchParams({ preview_id: String(parent), preview_nonce: 'devcms', preview: 'true' })
  const post = ctx.catalog.store.posts.get(parent)
  const answered = post ? serializedFields(ctx, post, autosave) : {}
  return { ...autosave, ...answered, preview_link: `${ctx.catalog.siteUrl}/?${query}` }
}

function serializedFields(ctx: Ctx, post: StoredPost, autosave: Obj): Obj {
  const { title, content, excerpt, extra_fields, content_block_rows } = autosave
  const data = { ...post.data, title, content, excerpt, extra_fields, content_block_rows }
  const out = absolutizeUploads(
    serializePost(ctx.catalog.store, { ...post, data }, ctx.catalog.origin),
    ctx.catalog.origin,
  )
  if (!isRecord(out)) return {}
  const fields = post.collection.type === 'event' ? acfEventFields(out.extra_fields) : out.extra_fields
  return {
    title: out.title,
    content: out.content,
    excerpt: out.excerpt,
    extra_fields: fields,
    content_block_rows: out.content_block_rows,
  }
}

export function createAutosave(ctx: Ctx, collection: PostCollection): Reply {
  if (!ctx.user) throw new WpError(401, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.')
  const post = parentOf(ctx, collection)
  const status = String(post.data.status)
  if (status === 'trash') throw new WpError(400, 'rest_autosave_trashed', 'Cannot autosave a trashed post.')
  // A draft autosaved by its author is the draft itself: WordPress updates it and answers the post.
  if ((status === 'draft' || status === 'auto-draft') && Number(post.data.author) === ctx.user.id)
    return updatePost(ctx, collection)
  const patch = parsePostPatch(ctx.body, collection)
  const parent = Number(post.data.id)
  const key = `${parent}:${ctx.user.id}`
  const store = autosavesOf(ctx.app)
  const previous = store.get(key)
  const base = previous ?? post.data
  const now = nowStamps()
  const fields = { ...(isRecord(base.extra_fields) ? base.extra_fields : {}), ...patch.acf, ...patch.extra_fields }
  const autosave: Obj = {
    id: previous?.id ?? nextPostId(ctx.catalog.store, [...menuItemIds(ctx.catalog.store), ...autosaveIds(ctx.app)]),
    author: ctx.user.id,
    date: now.local,
    date_gmt: now.gmt,
    modified: now.local,
    modified_gmt: now.gmt,
    parent,
    slug: `${parent}-autosave-v1`,
    title: { rendered: patch.title !== undefined ? patch.title.trim() : rendered(base.title) },
    content: {
      rendered: patch.content !== undefined ? autop(patch.content) : rendered(base.content),
      protected: false,
    },
    excerpt: {
      rendered: patch.excerpt !== undefined ? autop(patch.excerpt) : rendered(base.excerpt),
      protected: false,
    },
    extra_fields: fields,
    content_block_rows: patch.content_block_rows !== undefined ? patch.content_block_rows : base.content_block_rows,
  }
  store.set(key, autosave)
  return reply(presentAutosave(ctx, autosave))
}

function* autosaveIds(app: AppState): Iterable<number> {
  for (const a of autosavesOf(app).values()) yield Number(a.id)
}

export function listAutosaves(ctx: Ctx, collection: PostCollection): Reply {
  if (!ctx.user)
    throw new WpError(401, 'rest_cannot_read', 'Sorry, you are not allowed to view autosaves of this post.')
  const post = parentOf(ctx, collection)
  return reply(autosavesOfPost(ctx.app, Number(post.data.id)).map((a) => presentAutosave(ctx, a)))
}
