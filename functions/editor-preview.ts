// GET /api/editor/preview/* (issue 13, spec §6, docs/decisions/010-editors.md): WordPress' preview links — `?p=ID`,
// `?p=ID&preview=true`, `?page_id=ID`, `?preview_id=ID` on any path — reach this function through forced rewrite rules
// (`/*  p=:id  /api/editor/preview/:splat?p=:id  200!`), `*` being the path they were opened on. Not logged in: to
// /login/?redirectTo={that full path}. Logged in: the draft (GET /wp/v2/get-draft-entity-by-id/?id=…&status[]=draft
// &_embed with the editor's token) through the pipeline's schemas and normalizers, rendered by the published page's
// components at its own URL, with the preview banner, noindex, never cached. A draft whose data fails the schema gets
// a page naming the wrong fields.
import { runtimeEnvOrResponse } from './_lib/http.ts'
import { EDITOR_HEADERS, renderForEditor } from './_lib/editor-render.ts'
import { loadEditorEntity } from './_lib/editor-entity.ts'
import { problemPage } from './_lib/problem-page.ts'
import { endSession, sessionToken } from './_lib/session.ts'
import { askedPath } from './_lib/asked-path.ts'
import type { Config, Context } from './_runtime/types.ts'

/** WordPress' own preview parameters, in the order a link may carry them. */
export const PREVIEW_PARAMS = ['preview_id', 'p', 'page_id'] as const

const redirect = (location: string) =>
  new Response(null, { status: 302, headers: { Location: location, ...EDITOR_HEADERS } })

export default async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', ...EDITOR_HEADERS } })
  const url = new URL(request.url)
  const param = PREVIEW_PARAMS.find((name) => url.searchParams.has(name)) ?? 'p'
  const raw = url.searchParams.get(param) ?? ''
  if (!/^[1-9]\d{0,9}$/.test(raw)) {
    return problemPage({
      status: 400,
      title: 'Ongeldige voorbeeldlink',
      intro: `De parameter ${param} moet het id van een bericht zijn (een positief geheel getal), niet "${raw}".`,
    })
  }
  const id = Number(raw)
  const asked = askedPath(url.pathname, PREFIX)
  const fullPath = `${asked}?${param}=${id}`
  const toLogin = () => redirect(`/login/?${new URLSearchParams({ redirectTo: fullPath })}`)
  const token = sessionToken(context.cookies)
  if (!token) return toLogin()
  const env = runtimeEnvOrResponse('editor-preview')
  if (!env.ok) return env.response

  const query = new URLSearchParams({ id: String(id), 'status[]': 'draft', _embed: '1' })
  const found = await loadEditorEntity(
    `${env.value.CMS_API_URL}/wp/v2/get-draft-entity-by-id/?${query}`,
    token,
    env.value,
    url.origin,
    id,
  )
  if (!found.ok) {
    if (found.reason === 'problem') return found.response
    if (found.reason === 'unauthorized') {
      endSession(context.cookies, request.url)
      return toLogin()
    }
    return problemPage({
      status: 404,
      title: 'Concept niet gevonden',
      intro: `Het CMS heeft geen concept met id ${id}. Misschien is het al gepubliceerd of verwijderd.`,
    })
  }
  const { live } = found
  // The preview renders at the draft's own URL, so the page, its breadcrumbs and its links are the published ones.
  if (asked !== live.path) return redirect(`${live.path}?preview_id=${id}`)
  return renderForEditor({
    urlOriginal: `${asked}${url.search}`,
    distDir: env.value.DIST_DIR,
    snapshot: live.snapshot,
    editorView: { mode: 'preview', id, problems: live.warnings },
  })
}

const PREFIX = '/api/editor/preview/'

// A literal: Netlify reads `config` from the source without running it.
export const config: Config = { path: ['/api/editor/preview', '/api/editor/preview/*'] }
