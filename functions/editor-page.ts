// GET /api/editor/page/* (docs/decisions/010-editors.md): a page the prerendered site does not have, asked
// by a logged-in editor. A rewrite rule with a Cookie condition sends every request that found no file here when the
// token cookie is set (`/*  /api/editor/page/:splat  200  Cookie=hoefslag_token`), so `*` is the path asked for. The
// item comes from the CMS with the editor's token (spec §6: status publish and private, cache skipped); a private item
// renders with its page's components. Anything else — no token, an expired one, nothing at that path — gets the
// site's real 404 page, as an anonymous visitor would.
//
// Hardened against hostile requests: a path that cannot be a page (control characters, backslashes, empty or dot segments, encoded
// separators) and a token that cannot be a live session get the built 404 page as it is — nothing is rendered and the
// CMS is not asked; only a session the CMS accepted costs a render. Query parameters named like Object.prototype's
// members are left out of the render; every answer carries the site's security headers; the function is rate-limited.
import { runtimeEnvOrResponse } from './_lib/http.ts'
import { EDITOR_HEADERS, renderForEditor } from './_lib/editor-render.ts'
import { loadEditorEntity } from './_lib/editor-entity.ts'
import { endSession, plausibleToken, sessionToken } from './_lib/session.ts'
import { askedPath, isPagePath, renderableSearch } from './_lib/asked-path.ts'
import { RATE_LIMITS } from './_lib/rate-limits.ts'
import { builtNotFoundPage, siteSecurityHeaders } from './_lib/site-headers.ts'
import { siteOf } from './_lib/site.ts'
import type { SiteHandle } from '#lib/site-handle.ts'
import type { Config, Context } from './_runtime/types.ts'

const PAGE_CONTEXT_JSON = 'index.pageContext.json'

const headers = (site: SiteHandle, extra: Record<string, string> = {}) => ({
  ...siteSecurityHeaders(site),
  ...EDITOR_HEADERS,
  ...extra,
})

/** The built 404 page, sent as it is (no render): what an anonymous visitor sees for a path the site does not have. */
function staticNotFound(site: SiteHandle): Response {
  const html = builtNotFoundPage(site)
  const type = html === undefined ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8'
  return new Response(html ?? 'Deze pagina kon niet worden gevonden.\n', {
    status: 404,
    headers: headers(site, { 'Content-Type': type }),
  })
}

const redirect = (status: 301 | 302, location: string, site: SiteHandle) =>
  new Response(null, { status, headers: headers(site, { Location: location }) })

export default async (request: Request, context: Context): Promise<Response> => {
  const env = runtimeEnvOrResponse('editor-page')
  if (!env.ok) return env.response
  // The build this request answers from, taken once: a publish meanwhile does not change it.
  const site = siteOf(context)
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: headers(site, { Allow: 'GET, HEAD' }) })
  const url = new URL(request.url)
  const asked = askedPath(url.pathname, PREFIX)
  if (!isPagePath(asked)) return staticNotFound(site)
  const search = renderableSearch(url.searchParams)
  const urlOriginal = `${asked}${search}`
  const entityPath = asked.endsWith(`/${PAGE_CONTEXT_JSON}`) ? asked.slice(0, -PAGE_CONTEXT_JSON.length) : asked

  const token = sessionToken(context.cookies)
  if (!token) return staticNotFound(site)
  if (!plausibleToken(token)) {
    // A made-up or expired cookie: the visitor is logged out, and sees what everyone sees.
    endSession(context.cookies, request.url)
    return staticNotFound(site)
  }
  // Every route ends in a slash (spec §2): `/x` becomes `/x/`, as the static server does for the pages it has.
  if (!entityPath.endsWith('/')) {
    const last = entityPath.split('/').at(-1) ?? ''
    return last.includes('.') ? staticNotFound(site) : redirect(301, `${encodeURI(entityPath)}/${search}`, site)
  }
  const query = new URLSearchParams({ _embed: '1', status: 'publish,private', skip_cache: '1' })
  const cmsUrl = `${env.value.CMS_API_URL}/wp/v2/get-entity-by-slug${encodeURI(entityPath)}?${query}`
  const found = await loadEditorEntity(site, cmsUrl, token, env.value, url.origin)
  if (!found.ok) {
    if (found.reason === 'problem') return found.response
    if (found.reason === 'unauthorized') {
      // The CMS no longer accepts the token (expired, or revoked by a logout): logged out, and no render.
      endSession(context.cookies, request.url)
      return staticNotFound(site)
    }
    return renderForEditor({ urlOriginal, site })
  }
  const { live, status } = found
  // The CMS found the item by its slug at another path: send the editor to the item's own URL.
  if (live.path !== entityPath)
    return isPagePath(live.path)
      ? redirect(302, `${encodeURI(live.path)}${search}`, site)
      : renderForEditor({ urlOriginal, site })
  const id = live.route.id ?? 0
  const editorView = status === 'private' ? { mode: 'private' as const, id, problems: live.warnings } : undefined
  return renderForEditor({ urlOriginal, site, live, ...(editorView ? { editorView } : {}) })
}

const PREFIX = '/api/editor/page/'

// A literal: Netlify reads `config` from the source without running it.
export const config: Config = { path: '/api/editor/page/*', rateLimit: RATE_LIMITS.editorPage }
