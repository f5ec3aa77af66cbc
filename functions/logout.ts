// POST /api/logout (issue 13): clears the editor's token and marker cookies. The header's 'Uitloggen' button posts a
// form here (303 to /, spec §2 "after logout the target is /"); a fetch asking for JSON gets 200 { redirectTo: "/" }.
// Same-origin only, so another site cannot log an editor out.
import { isCrossSite, noStoreJson } from './_lib/http.ts'
import { endSession } from './_lib/session.ts'
import type { Config, Context } from './_runtime/types.ts'

export default (request: Request, context: Context): Response => {
  if (request.method !== 'POST')
    return noStoreJson(405, { error: `Method ${request.method} not allowed: use POST` }, { Allow: 'POST' })
  if (isCrossSite(request)) return noStoreJson(403, { error: 'Logging out is only possible from this site' })
  endSession(context.cookies, request.url)
  if ((request.headers.get('accept') ?? '').includes('application/json')) return noStoreJson(200, { redirectTo: '/' })
  return new Response(null, { status: 303, headers: { Location: '/', 'Cache-Control': 'private, no-store' } })
}

export const config: Config = { path: '/api/logout' }
