// GET /api/editor/preview/* (spec §6, docs/decisions/010-editors.md): WordPress' preview links — `?p=ID`,
// `?p=ID&preview=true`, `?page_id=ID`, `?preview_id=ID` on any path — reach this function through forced rewrite rules
// (`/*  p=:id  /api/editor/preview/:splat?p=:id  200!`), `*` being the path they were opened on. Not logged in: to
// /login/?redirectTo={that full path}. Logged in: the draft (GET /wp/v2/get-draft-entity-by-id/?id=…&status[]=draft
// &_embed with the editor's token) through the pipeline's schemas and normalizers, rendered by the published page's
// components at its own URL, with the preview banner, noindex, never cached. A draft whose data fails the schema gets
// a page naming the wrong fields.
// "Preview changes" of any item: the item in whatever status it has, with the editor's newest autosave
// (`GET /wp/v2/{base}/{id}/autosaves`: title, content, excerpt and the field data) laid over it — the published page
// and the lists stay as they are. Without a session, a shareable link's cookie for this item (functions/preview-link.ts)
// opens the same preview for a reader without an account.
import { z } from 'zod'
import { LIVE_REST_BASES, pickAutosave, tokenUserId, withAutosave } from '#pipeline/live/autosave.ts'
import { LIVE_TYPES, type LiveType } from '#pipeline/live/live-entity.ts'
import { runtimeEnvOrResponse } from './_lib/http.ts'
import { EDITOR_HEADERS, renderForEditor } from './_lib/editor-render.ts'
import { entityFromBody, loadEditorEntity } from './_lib/editor-entity.ts'
import { fetchAsEditor } from './_lib/cms-editor-fetch.ts'
import { forgetShareToken, loadSharedItem, parseShareToken, shareCookieName } from './_lib/share-link.ts'
import { problemPage } from './_lib/problem-page.ts'
import { endSession, sessionToken } from './_lib/session.ts'
import { askedPath } from './_lib/asked-path.ts'
import { siteOf } from './_lib/site.ts'
import type { SiteHandle } from '#lib/site-handle.ts'
import type { Config, Context } from './_runtime/types.ts'
import type { EditorView } from '#content/editor-view.ts'

/** WordPress' own preview parameters, in the order a link may carry them. */
export const PREVIEW_PARAMS = ['preview_id', 'p', 'page_id'] as const

/** Every status an editor may preview: a draft, and "Preview changes" of a published, scheduled or private item. */
const PREVIEW_STATUSES = ['draft', 'pending', 'future', 'private', 'publish']

const TypeHead = z.looseObject({ type: z.enum(Object.keys(LIVE_TYPES) as [LiveType, ...LiveType[]]) })
/** Whether the CMS's answer is a published item (its "Preview changes" banner says the page itself is unchanged). */
const isPublished = (body: unknown) => z.looseObject({ status: z.literal('publish') }).safeParse(body).success

/** The item with the editor's newest autosave laid over it; the item as it is when there is none or none answers. */
async function withEditorsAutosave(body: unknown, id: number, token: string, cmsApiUrl: string, timeoutMs: number) {
  const head = TypeHead.safeParse(body)
  if (!head.success) return body
  const base = LIVE_REST_BASES[head.data.type]
  if (!base) return body
  const url = `${cmsApiUrl}/wp/v2/${base}/${id}/autosaves`
  const autosaves = await fetchAsEditor(url, token, timeoutMs)
  return autosaves.ok ? withAutosave(body, pickAutosave(body, autosaves.body, tokenUserId(token))) : body
}

const redirect = (location: string) =>
  new Response(null, { status: 302, headers: { Location: location, ...EDITOR_HEADERS } })

export default async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', ...EDITOR_HEADERS } })
  const url = new URL(request.url)
  const param = PREVIEW_PARAMS.find((name) => url.searchParams.has(name)) ?? 'p'
  const raw = url.searchParams.get(param) ?? ''
  if (!/^[1-9]\d{0,9}$/.test(raw)) {
    return problemPage(
      {
        status: 400,
        title: 'Ongeldige voorbeeldlink',
        intro: `De parameter ${param} moet het id van een bericht zijn (een positief geheel getal), niet "${raw}".`,
      },
      siteOf(context),
    )
  }
  const id = Number(raw)
  // The build this request answers from, taken once: a publish meanwhile does not change it.
  const site = siteOf(context)
  const asked = askedPath(url.pathname, PREFIX)
  const fullPath = `${asked}?${param}=${id}`
  const toLogin = () => redirect(`/login/?${new URLSearchParams({ redirectTo: fullPath })}`)
  const token = sessionToken(context.cookies)
  if (!token) return sharedPreview(site, request, context, url, asked, id, toLogin)
  const env = runtimeEnvOrResponse('editor-preview')
  if (!env.ok) return env.response

  const query = new URLSearchParams({ id: String(id), _embed: '1' })
  for (const status of PREVIEW_STATUSES) query.append('status[]', status)
  const { CMS_API_URL, CMS_TIMEOUT_MS } = env.value
  let published = false
  const found = await loadEditorEntity(
    site,
    `${CMS_API_URL}/wp/v2/get-draft-entity-by-id/?${query}`,
    token,
    env.value,
    url.origin,
    id,
    (body) => {
      published = isPublished(body)
      return withEditorsAutosave(body, id, token, CMS_API_URL, CMS_TIMEOUT_MS)
    },
  )
  if (!found.ok) {
    if (found.reason === 'problem') return found.response
    if (found.reason === 'unauthorized') {
      endSession(context.cookies, request.url)
      return toLogin()
    }
    return problemPage(
      {
        status: 404,
        title: 'Concept niet gevonden',
        intro: `Het CMS heeft geen item met id ${id} dat je kunt bekijken. Misschien is het verwijderd.`,
      },
      site,
    )
  }
  return renderPreview(site, found.live, asked, url, id, { ...(published ? { published: true as const } : {}) })
}

type Live = Extract<Awaited<ReturnType<typeof loadEditorEntity>>, { ok: true }>['live']

/** The preview renders at the item's own URL, so the page, its breadcrumbs and its links are the published ones. */
function renderPreview(
  site: SiteHandle,
  live: Live,
  asked: string,
  url: URL,
  id: number,
  view: Pick<EditorView, 'shared' | 'published'> = {},
): Promise<Response> | Response {
  if (asked !== live.path) return redirect(`${live.path}?preview_id=${id}`)
  return renderForEditor({
    urlOriginal: `${asked}${url.search}`,
    site,
    live,
    editorView: { mode: 'preview', id, problems: live.warnings, ...view },
  })
}

/** No session: a shareable link's cookie for this very item opens the preview; without one, the login page. */
async function sharedPreview(
  site: SiteHandle,
  request: Request,
  context: Context,
  url: URL,
  asked: string,
  id: number,
  toLogin: () => Response,
): Promise<Response> {
  const share = parseShareToken(context.cookies.get(shareCookieName(id)) ?? '')
  if (!share || share.post !== id) return toLogin()
  const env = runtimeEnvOrResponse('editor-preview')
  if (!env.ok) return env.response
  const shared = await loadSharedItem(env.value.CMS_API_URL, share, env.value.CMS_TIMEOUT_MS, site)
  if (!shared.ok) {
    if (shared.reason.reason !== 'failed' && shared.reason.reason !== 'timeout')
      forgetShareToken(context.cookies, id, request.url)
    return shared.response
  }
  const found = entityFromBody(site, shared.item, env.value, url.origin, id)
  if (!found.ok) return found.reason === 'problem' ? found.response : toLogin()
  return renderPreview(site, found.live, asked, url, id, {
    shared: { until: new Date(share.expires * 1000).toISOString() },
  })
}

const PREFIX = '/api/editor/preview/'

// A literal: Netlify reads `config` from the source without running it.
export const config: Config = { path: ['/api/editor/preview', '/api/editor/preview/*'] }
