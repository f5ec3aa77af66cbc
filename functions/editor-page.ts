// GET /api/editor/page/* (issue 13, docs/decisions/010-editors.md): a page the prerendered site does not have, asked
// by a logged-in editor. A rewrite rule with a Cookie condition sends every request that found no file here when the
// token cookie is set (`/*  /api/editor/page/:splat  200  Cookie=hoefslag_token`), so `*` is the path asked for. The
// item comes from the CMS with the editor's token (spec §6: status publish and private, cache skipped); a private item
// renders with its page's components. Anything else — no token, an expired one, nothing at that path — gets the
// site's real 404 page, as an anonymous visitor would.
import { runtimeEnvOrResponse } from './_lib/http.ts'
import { EDITOR_HEADERS, renderForEditor } from './_lib/editor-render.ts'
import { loadEditorEntity } from './_lib/editor-entity.ts'
import { endSession, sessionToken } from './_lib/session.ts'
import { askedPath } from './_lib/asked-path.ts'
import type { Config, Context } from './_runtime/types.ts'

const PAGE_CONTEXT_JSON = 'index.pageContext.json'

export default async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', ...EDITOR_HEADERS } })
  const env = runtimeEnvOrResponse('editor-page')
  if (!env.ok) return env.response
  const url = new URL(request.url)
  const asked = askedPath(url.pathname, PREFIX)
  const urlOriginal = `${asked}${url.search}`
  const entityPath = asked.endsWith(`/${PAGE_CONTEXT_JSON}`) ? asked.slice(0, -PAGE_CONTEXT_JSON.length) : asked
  const distDir = env.value.DIST_DIR
  const notFound = () => renderForEditor({ urlOriginal, distDir })

  const token = sessionToken(context.cookies)
  if (!token || entityPath.includes('//')) return notFound()
  // Every route ends in a slash (spec §2): `/x` becomes `/x/`, as the static server does for the pages it has.
  if (!entityPath.endsWith('/')) {
    const last = entityPath.split('/').at(-1) ?? ''
    return last.includes('.')
      ? notFound()
      : new Response(null, { status: 301, headers: { Location: `${entityPath}/${url.search}`, ...EDITOR_HEADERS } })
  }
  const query = new URLSearchParams({ _embed: '1', status: 'publish,private', skip_cache: '1' })
  const cmsUrl = `${env.value.CMS_API_URL}/wp/v2/get-entity-by-slug${encodeURI(entityPath)}?${query}`
  const found = await loadEditorEntity(cmsUrl, token, env.value, url.origin)
  if (!found.ok) {
    if (found.reason === 'problem') return found.response
    // The CMS no longer accepts the token: the editor is logged out, and sees what everyone sees.
    if (found.reason === 'unauthorized') endSession(context.cookies, request.url)
    return notFound()
  }
  const { live, status } = found
  // The CMS found the item by its slug at another path: send the editor to the item's own URL.
  if (live.path !== entityPath)
    return new Response(null, { status: 302, headers: { Location: `${live.path}${url.search}`, ...EDITOR_HEADERS } })
  const id = live.route.id ?? 0
  const editorView = status === 'private' ? { mode: 'private' as const, id, problems: live.warnings } : undefined
  return renderForEditor({ urlOriginal, distDir, live, ...(editorView ? { editorView } : {}) })
}

const PREFIX = '/api/editor/page/'

// A literal: Netlify reads `config` from the source without running it.
export const config: Config = { path: '/api/editor/page/*' }
