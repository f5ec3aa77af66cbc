// GET /api/voorbeeld/{token} (docs/decisions/029-shareable-previews.md): a shareable preview link, opened by
// someone without an account. The CMS judges the token (signature, expiry, revocation); a good one is kept in an
// HttpOnly cookie for that one item and the reader goes on to `/?preview_id={id}`, where functions/editor-preview.ts
// sends them to the item's own URL and renders it (the same page components, the preview banner, noindex, never
// cached). A bad one gets a Dutch page saying why (with the security headers of the site handle's build). Rate-limited like login; the token is never logged nor put in another
// URL. This function reads no snapshot: the preview function, which ships with it, places the item.
import { runtimeEnvOrResponse } from './_lib/http.ts'
import { RATE_LIMITS } from './_lib/rate-limits.ts'
import {
  loadSharedItem,
  parseShareToken,
  rememberShareToken,
  SHARE_HEADERS,
  sharedProblemPage,
} from './_lib/share-link.ts'
import { siteOf } from './_lib/site.ts'
import type { Config, Context } from './_runtime/types.ts'

const PREFIX = '/api/voorbeeld/'

export default async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', ...SHARE_HEADERS } })
  const url = new URL(request.url)
  const raw = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length).replace(/\/$/, '') : ''
  const share = parseShareToken(raw)
  if (!share) return sharedProblemPage({ ok: false, reason: 'malformed' }, siteOf(context))
  const env = runtimeEnvOrResponse('preview-link')
  if (!env.ok) return env.response
  const shared = await loadSharedItem(env.value.CMS_API_URL, share, env.value.CMS_TIMEOUT_MS, siteOf(context))
  if (!shared.ok) return shared.response
  rememberShareToken(context.cookies, share, request.url)
  return new Response(null, {
    status: 302,
    headers: { Location: `/?preview_id=${share.post}`, ...SHARE_HEADERS },
  })
}

// A literal: Netlify reads `config` from the source without running it.
export const config: Config = { path: '/api/voorbeeld/*', rateLimit: RATE_LIMITS.login }
