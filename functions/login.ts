// POST /api/login (spec §2 /login/, §5, §7): an editor logs in. The login form posts here before JavaScript
// has loaded (form-encoded: the answer is a 303 to redirectTo, or back to /login/?error=… when the CMS refuses) and as
// JSON once hydrated (200 { redirectTo }, or 4xx/5xx { error, message } in Dutch). The CMS's JWT goes into an HttpOnly
// cookie (functions/_lib/session.ts). Same-origin only; rate-limited (functions/_lib/rate-limits.ts).
import { safeRedirectTo } from '#content/redirect-to.ts'
import { LOGIN_ERROR_TEXT, requestCmsToken, type LoginError } from './_lib/cms-login.ts'
import { isCrossSite, noStoreJson, runtimeEnvOrResponse } from './_lib/http.ts'
import { LoginInputSchema, readLoginBody } from './_lib/login-input.ts'
import { RATE_LIMITS } from './_lib/rate-limits.ts'
import { startSession } from './_lib/session.ts'
import type { Config, Context } from './_runtime/types.ts'

export const LOGIN_PAGE = '/login/'

/** Back to the login page with the reason, keeping where the editor wanted to go. */
function backToLogin(error: LoginError, redirectTo: string): Response {
  const query = new URLSearchParams({ error, ...(redirectTo !== '/' ? { redirectTo } : {}) })
  return seeOther(`${LOGIN_PAGE}?${query}`)
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } })

const failure = (mode: 'form' | 'json', error: LoginError, status: number, redirectTo: string, cmsMessage?: string) =>
  mode === 'form'
    ? backToLogin(error, redirectTo)
    : noStoreJson(status, {
        error,
        message: cmsMessage ? `${LOGIN_ERROR_TEXT[error]} (${cmsMessage})` : LOGIN_ERROR_TEXT[error],
      })

const redirectOf = (fields: unknown) => {
  const value = typeof fields === 'object' && fields !== null && 'redirectTo' in fields ? fields.redirectTo : undefined
  return safeRedirectTo(typeof value === 'string' ? value : undefined)
}

/**
 * Before hydration the form's hidden redirectTo is the prerendered "/" (the page is static): the login page's own URL,
 * sent as Referer by the browser on this same-origin post, still holds the editor's redirectTo.
 */
function redirectFromReferer(request: Request): string {
  const referer = request.headers.get('referer')
  if (!referer) return '/'
  try {
    const url = new URL(referer)
    return url.origin === new URL(request.url).origin && url.pathname === LOGIN_PAGE
      ? safeRedirectTo(url.searchParams.get('redirectTo'))
      : '/'
  } catch {
    return '/'
  }
}

export default async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'POST')
    return noStoreJson(405, { error: `Method ${request.method} not allowed: use POST` }, { Allow: 'POST' })
  if (isCrossSite(request)) return noStoreJson(403, { error: 'Logging in is only possible from this site' })
  const env = runtimeEnvOrResponse('login')
  if (!env.ok) return env.response
  const body = await readLoginBody(request)
  if (!body.ok) return noStoreJson(body.status, { error: body.error })
  const input = LoginInputSchema.safeParse(body.fields)
  if (!input.success) {
    if (body.mode === 'form') {
      const target = redirectOf(body.fields)
      return backToLogin('missing', target === '/' ? redirectFromReferer(request) : target)
    }
    const issue = input.error.issues[0]
    const parameter = String(issue?.path[0] ?? 'body')
    return noStoreJson(400, {
      error: 'missing',
      parameter,
      message: `${parameter} ${issue?.message ?? 'is not valid'}`,
    })
  }
  const { username, password } = input.data
  const redirectTo =
    input.data.redirectTo === '/' && body.mode === 'form' ? redirectFromReferer(request) : input.data.redirectTo
  const login = await requestCmsToken({
    cmsApiUrl: env.value.CMS_API_URL,
    username,
    password,
    timeoutMs: env.value.CMS_TIMEOUT_MS,
    ip: context.ip,
  })
  if (!login.ok) return failure(body.mode, login.error, login.status, redirectTo, login.cmsMessage)
  const session = startSession(context.cookies, login.token, request.url)
  if (!session.ok) return failure(body.mode, 'no_token', 502, redirectTo)
  return body.mode === 'form'
    ? seeOther(redirectTo)
    : noStoreJson(200, { redirectTo, ...(login.displayName ? { name: login.displayName } : {}) })
}

export const config: Config = { path: '/api/login', rateLimit: RATE_LIMITS.login }
