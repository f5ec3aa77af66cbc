// Turns a cached REST object into the answer for this request: `corrupt` fault, `_embed`, `_fields`, and "View" on the
// site for an editor's `context=edit` read.
import type { StoredPost, StoredTerm, Obj } from '../store/store.ts'
import { hasPassword } from '../store/catalog.ts'
import { linkOnSite } from '../store/serialize.ts'
import { corruptItem } from './corrupt.ts'
import type { Ctx } from './context.ts'
import { pickFields } from './fields.ts'

const EMBEDDABLE = ['author', 'wp:featuredmedia', 'wp:term'] as const
type Rel = (typeof EMBEDDABLE)[number]

/** The rels `_embed` asks for: all when it has no value (`_embed`, `_embed=1`, `_embed=true`). */
function embedRels(ctx: Ctx): Set<Rel> {
  if (!ctx.query.has('_embed')) return new Set()
  const asked = ctx.query.list('_embed') ?? []
  if (asked.length === 0 || asked.some((v) => v === '1' || v === 'true')) return new Set(EMBEDDABLE)
  return new Set(EMBEDDABLE.filter((r) => asked.includes(r)))
}

function finish(ctx: Ctx, base: string, id: number, item: Obj): Obj {
  if (!ctx.app.faults.isCorrupt(base, id)) return item
  ctx.app.stats.fault('corrupt')
  return corruptItem(item)
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : [])

/**
 * The block editor's "View" and wp-admin's links read `link` with `context=edit` as a logged-in editor (and WordPress
 * answers every write — create, update, delete — in that context): like the companion plugin
 * (includes/view-links.php), that answer's permalinks — of posts, terms and users — are on the site. Anonymous reads
 * (the pipeline's) keep the CMS's own permalinks.
 */
function forEditor(ctx: Ctx, item: Obj): Obj {
  const edit = ctx.query.str('context') === 'edit' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')
  if (!ctx.user || !edit || typeof item.link !== 'string') return item
  return { ...item, link: linkOnSite(item.link, ctx.catalog.origin, ctx.catalog.siteUrl) }
}

export function presentTerm(ctx: Ctx, term: StoredTerm): Obj {
  const item = finish(ctx, term.collection.restBase, Number(term.data.id), ctx.catalog.term(term))
  return pickFields(forEditor(ctx, item), ctx.query.list('_fields'))
}

export function presentUser(ctx: Ctx, id: number): Obj | undefined {
  const user = ctx.catalog.user(id)
  return user && pickFields(forEditor(ctx, finish(ctx, 'users', id, user)), ctx.query.list('_fields'))
}

export function presentMedia(ctx: Ctx, id: number): Obj | undefined {
  const media = ctx.catalog.media(id)
  return media && pickFields(finish(ctx, 'media', id, media), ctx.query.list('_fields'))
}

/** What `_embedded` holds for a post; a dangling reference embeds WordPress's error object, as WP does. */
function embedsOf(ctx: Ctx, post: StoredPost, rels: Set<Rel>): Obj {
  const embedded: Obj = {}
  const { catalog } = ctx
  const author = Number(post.data.author ?? 0)
  if (rels.has('author') && author) {
    const user = catalog.user(author)
    embedded.author = [
      user
        ? finish(ctx, 'users', author, user)
        : { code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } },
    ]
  }
  const mediaId = Number(post.data.featured_media ?? 0)
  if (rels.has('wp:featuredmedia') && mediaId) {
    const media = catalog.media(mediaId)
    const hidden = media && !ctx.user && !catalog.mediaIsPublic(mediaId)
    embedded['wp:featuredmedia'] = [
      hidden
        ? { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } }
        : media
          ? finish(ctx, 'media', mediaId, media)
          : { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
    ]
  }
  if (rels.has('wp:term') && post.collection.taxonomies.length) {
    embedded['wp:term'] = post.collection.taxonomies.map((field) =>
      ids(post.data[field]).flatMap((id) => {
        const term = catalog.store.terms.get(id)
        return term ? [finish(ctx, term.collection.restBase, id, catalog.term(term))] : []
      }),
    )
  }
  return embedded
}

/** A password-protected post's body and excerpt for a reader who may not see them: empty, still `protected`. */
function withoutProtectedContent(ctx: Ctx, post: StoredPost, item: Obj): Obj {
  if (!hasPassword(post) || ctx.user || ctx.query.str('password') === post.data.password) return item
  return { ...item, content: { rendered: '', protected: true }, excerpt: { rendered: '', protected: true } }
}

export function presentPost(ctx: Ctx, post: StoredPost): Obj {
  let item = withoutProtectedContent(
    ctx,
    post,
    finish(ctx, post.collection.restBase, Number(post.data.id), ctx.catalog.post(post)),
  )
  const rels = embedRels(ctx)
  if (rels.size) {
    const embedded = embedsOf(ctx, post, rels)
    if (Object.keys(embedded).length) item = { ...item, _embedded: embedded }
  }
  return pickFields(forEditor(ctx, item), ctx.query.list('_fields'))
}
