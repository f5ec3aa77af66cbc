// The live entity for an editor's page: fetched from the CMS with the editor's token, laid over the snapshot
// (pipeline/live/live-entity.ts), or the answer to give when that fails.
import { BUILD_SNAPSHOT } from './editor-store.ts'
import type { SiteHandle } from '#lib/site-handle.ts'
import type { RuntimeEnv } from '#lib/env/runtime.server.ts'
import { overlayLiveEntity, type LiveResult } from '#pipeline/live/live-entity.ts'
import { fetchAsEditor } from './cms-editor-fetch.ts'
import { problemPage } from './problem-page.ts'

export type EditorEntity =
  | { ok: true; live: Extract<LiveResult, { ok: true }>; status: string }
  | { ok: false; reason: 'not_found' | 'unauthorized' }
  | { ok: false; reason: 'problem'; response: Response }

export async function loadEditorEntity(
  /** The build the item is laid over (its terms, routes) and whose headers a problem page carries. */
  site: SiteHandle,
  url: string,
  token: string,
  env: RuntimeEnv,
  requestOrigin: string,
  id?: number,
  /** A step between the CMS's answer and the pipeline: "Preview changes" lays the editor's autosave over the item. */
  amend?: (body: unknown) => Promise<unknown>,
): Promise<EditorEntity> {
  const fetched = await fetchAsEditor(url, token, env.CMS_TIMEOUT_MS)
  if (!fetched.ok) {
    if (fetched.reason === 'not_found' || fetched.reason === 'unauthorized')
      return { ok: false, reason: fetched.reason }
    const intro =
      fetched.reason === 'timeout'
        ? `Het CMS antwoordde niet binnen ${env.CMS_TIMEOUT_MS} ms. Probeer het zo opnieuw.`
        : `Het CMS kon niet worden bereikt${fetched.status ? ` (status ${fetched.status})` : ''}. Probeer het zo opnieuw.`
    return {
      ok: false,
      reason: 'problem',
      response: problemPage(
        { status: fetched.reason === 'timeout' ? 504 : 502, title: 'Het CMS antwoordt niet', intro },
        site,
      ),
    }
  }
  return entityFromBody(site, amend ? await amend(fetched.body) : fetched.body, env, requestOrigin, id)
}

/** A CMS item already fetched (and, for "Preview changes", with its autosave laid over), through the pipeline. */
export function entityFromBody(
  site: SiteHandle,
  body: unknown,
  env: RuntimeEnv,
  requestOrigin: string,
  id?: number,
): EditorEntity {
  const editUrl = (postId?: number) =>
    postId ? `${new URL(env.CMS_API_URL).origin}/wp-admin/post.php?post=${postId}&action=edit` : undefined
  const extra = env.CMS_EXTRA_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  const live = overlayLiveEntity(site.get(BUILD_SNAPSHOT), body, {
    cmsApiUrl: env.CMS_API_URL,
    siteUrl: env.SITE_URL ?? requestOrigin,
    cmsExtraOrigins: extra,
  })
  if (!live.ok) {
    const postId = live.id ?? id
    const editLink = editUrl(postId)
    return {
      ok: false,
      reason: 'problem',
      response: problemPage(
        {
          status: 422,
          title: 'Dit item kan niet worden getoond',
          intro: `De gegevens van ${live.type ?? 'dit item'}${postId ? ` ${postId}` : ''} uit het CMS kloppen niet met wat de site verwacht. Verbeter deze velden:`,
          problems: live.problems,
          ...(editLink ? { editUrl: editLink } : {}),
        },
        site,
      ),
    }
  }
  const status = typeof body === 'object' && body !== null && 'status' in body ? String(body.status) : ''
  return { ok: true, live, status }
}
