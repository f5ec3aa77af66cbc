// Shareable preview links (docs/decisions/029-shareable-previews.md), as the companion plugin has them
// (includes/share-links.php): an editor makes a signed link to one item — its draft, or the editor's autosave of a
// published item — for someone without an account; it expires (48 hours unless asked otherwise) and can be revoked.
//   POST   /hoefslag/v1/share-links            { post, expires_in? }  (editor) → 201 the link
//   GET    /hoefslag/v1/share-links?post=ID                           (editor) → the item's live links
//   DELETE /hoefslag/v1/share-links/:key                              (editor) → revoked
//   POST   /hoefslag/v1/shared-preview?_embed=1 { token }             (anyone) → { post, autosaves } or why not
// The token is `{post}.{expires}.{key}.{signature}`: HMAC-SHA256 over the first three, checked in constant time.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { Obj } from '../store/store.ts'
import type { AppState, Ctx } from '../server/context.ts'
import { invalidParam, reply, WpError, type Reply } from '../server/http.ts'
import { presentPost } from '../server/present.ts'
import { route, type Route } from '../server/router.ts'
import { autosavesOfPost, presentAutosave } from './autosaves.ts'

export const SHARE_LINK_DEFAULT_SECONDS = 48 * 3600
const MAX_SECONDS = 30 * 24 * 3600

type ShareLink = { key: string; post: number; expires: number; author: number; created: number }

const linkStores = new WeakMap<AppState, Map<string, ShareLink>>()
function linksOf(app: AppState): Map<string, ShareLink> {
  let links = linkStores.get(app)
  if (!links) {
    links = new Map()
    linkStores.set(app, links)
  }
  return links
}

const signature = (app: AppState, payload: string) =>
  createHmac('sha256', createHmac('sha256', app.auth.secret).update('hoefslag-share-links').digest())
    .update(payload)
    .digest()

export const TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

function tokenOf(app: AppState, link: ShareLink): string {
  const payload = `${link.post}.${link.expires}.${link.key}`
  return `${payload}.${signature(app, payload).toString('base64url')}`
}

function present(ctx: Ctx, link: ShareLink): Obj {
  return {
    key: link.key,
    post: link.post,
    expires: new Date(link.expires * 1000).toISOString(),
    author: link.author,
    url: `${ctx.catalog.siteUrl}/api/voorbeeld/${tokenOf(ctx.app, link)}`,
  }
}

function requireEditor(ctx: Ctx): number {
  if (!ctx.user) throw new WpError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.')
  return ctx.user.id
}

const CreateSchema = z.object({
  post: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
  expires_in: z
    .union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().min(1).max(MAX_SECONDS))
    .optional(),
})

function shareablePost(ctx: Ctx, id: number) {
  const post = ctx.catalog.store.posts.get(id)
  if (!post || post.data.status === 'trash') return undefined
  return post
}

function createLink(ctx: Ctx): Reply {
  const author = requireEditor(ctx)
  const parsed = CreateSchema.safeParse(ctx.body ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = String(issue?.path[0] ?? 'post')
    throw invalidParam(field, `${field}: ${issue?.message ?? 'invalid'}`)
  }
  const { post: id, expires_in: seconds = SHARE_LINK_DEFAULT_SECONDS } = parsed.data
  if (!shareablePost(ctx, id)) throw new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.')
  const now = Math.floor(Date.now() / 1000)
  const link: ShareLink = {
    key: randomBytes(16).toString('base64url'),
    post: id,
    expires: now + seconds,
    author,
    created: now,
  }
  linksOf(ctx.app).set(link.key, link)
  return reply(present(ctx, link), {}, 201)
}

function listLinks(ctx: Ctx): Reply {
  requireEditor(ctx)
  const raw = ctx.query.str('post') ?? ''
  if (!/^\d+$/.test(raw)) throw invalidParam('post', 'post is not of type integer.')
  const now = Math.floor(Date.now() / 1000)
  const links = [...linksOf(ctx.app).values()].filter((l) => l.post === Number(raw) && l.expires > now)
  return reply(links.map((l) => present(ctx, l)))
}

function revokeLink(ctx: Ctx): Reply {
  requireEditor(ctx)
  const links = linksOf(ctx.app)
  const link = links.get(ctx.params.key ?? '')
  if (!link) throw new WpError(404, 'hoefslag_share_not_found', 'No share link with that key.')
  links.delete(link.key)
  return reply({ revoked: true, previous: present(ctx, link) })
}

const refuse = (status: number, code: string, message: string) => new WpError(status, code, message)

/** The item a share token opens, or why not: malformed or tampered 403, expired or revoked 410, item gone 404. */
function sharedPreview(ctx: Ctx): Reply {
  const token = ctx.body && typeof ctx.body === 'object' && 'token' in ctx.body ? ctx.body.token : undefined
  const match = typeof token === 'string' ? TOKEN_PATTERN.exec(token) : null
  if (!match) throw refuse(400, 'hoefslag_share_malformed', 'The share token is missing or malformed.')
  const [, post = '', expires = '', key = '', sig = ''] = match
  const expected = signature(ctx.app, `${post}.${expires}.${key}`)
  const given = Buffer.from(sig, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw refuse(403, 'hoefslag_share_invalid', 'The share token does not match its signature.')
  if (Number(expires) <= Math.floor(Date.now() / 1000))
    throw refuse(410, 'hoefslag_share_expired', 'The share link has expired.')
  const link = linksOf(ctx.app).get(key)
  if (!link || link.post !== Number(post)) throw refuse(410, 'hoefslag_share_revoked', 'The share link was revoked.')
  const item = shareablePost(ctx, link.post)
  if (!item) throw refuse(404, 'hoefslag_share_not_found', 'The shared item no longer exists.')
  const autosaves = autosavesOfPost(ctx.app, link.post)
    .filter((a) => a.author === link.author)
    .map((a) => presentAutosave(ctx, a))
  return reply(
    { post: presentPost(ctx, item), autosaves, expires: new Date(link.expires * 1000).toISOString() },
    { 'Cache-Control': 'no-store' },
  )
}

export function shareLinkRoutes(): Route[] {
  return [
    route('POST', '/hoefslag/v1/share-links', createLink),
    route('GET', '/hoefslag/v1/share-links', listLinks),
    route('DELETE', '/hoefslag/v1/share-links/:key', revokeLink),
    route('POST', '/hoefslag/v1/shared-preview', sharedPreview),
  ]
}
