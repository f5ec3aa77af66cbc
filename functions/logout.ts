// POST /api/logout: clears the editor's token and marker cookies. The header's 'Uitloggen' button posts a
// form here (303 to /, spec §2 "after logout the target is /"); a fetch asking for JSON gets 200 { redirectTo: "/" }.
// Same-origin only, so another site cannot log an editor out.
//
// Logout revokes, so a copied cookie stops working too: the token goes to the CMS's /jwt-auth/v1/token/revoke first, which lists its id
// as revoked, so the token — and any copy of the cookie — stops working at once, not at its `exp`. The
// cookies are cleared whatever the CMS says (docs/decisions/033-sessions.md).
import { revokeCmsToken } from './_lib/cms-login.ts'
import { isCrossSite, noStoreJson, runtimeEnvOrResponse } from './_lib/http.ts'
import { endSession, plausibleToken, sessionToken } from './_lib/session.ts'
import type { Config, Context } from './_runtime/types.ts'

export default async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'POST')
    return noStoreJson(405, { error: `Method ${request.method} not allowed: use POST` }, { Allow: 'POST' })
  if (isCrossSite(request)) return noStoreJson(403, { error: 'Logging out is only possible from this site' })
  const token = sessionToken(context.cookies)
  if (token && plausibleToken(token)) {
    const env = runtimeEnvOrResponse('logout')
    if (env.ok) await revokeCmsToken({ cmsApiUrl: env.value.CMS_API_URL, token, timeoutMs: env.value.CMS_TIMEOUT_MS })
  }
  endSession(context.cookies, request.url)
  if ((request.headers.get('accept') ?? '').includes('application/json')) return noStoreJson(200, { redirectTo: '/' })
  return new Response(null, { status: 303, headers: { Location: '/', 'Cache-Control': 'private, no-store' } })
}

export const config: Config = { path: '/api/logout' }
