// The CMS half of the login (spec §7 POST /jwt-auth/v1/token, §5 "Login response must contain a token"): the
// username and password go to the JWT plugin; its answer is parsed with zod; a refusal becomes one of a few reasons the
// login page words in Dutch (ui/i18n.tsx `login_error_*`).
import { z } from 'zod'
import { tagsToText } from '#lib/format/tags-to-text.ts'

export const LOGIN_ERRORS = [
  'credentials',
  'missing',
  'no_token',
  'cms_unreachable',
  'cms_timeout',
  'too_many',
  'refused',
] as const
export type LoginError = (typeof LOGIN_ERRORS)[number]

/** The Dutch default of each reason (the page shows the CMS translation when there is one). */
export const LOGIN_ERROR_TEXT: Record<LoginError, string> = {
  credentials: 'De gebruikersnaam of het wachtwoord is onjuist.',
  missing: 'Vul je gebruikersnaam en wachtwoord in.',
  no_token: 'Het CMS gaf geen toegangssleutel terug. Inloggen is niet gelukt.',
  cms_unreachable: 'Het CMS is op dit moment niet bereikbaar. Probeer het later opnieuw.',
  cms_timeout: 'Het CMS antwoordde niet op tijd. Probeer het later opnieuw.',
  too_many: 'Te veel inlogpogingen. Probeer het over een minuut opnieuw.',
  refused: 'Het CMS weigerde de aanmelding.',
}

const TokenResponseSchema = z.looseObject({ token: z.string().min(1), user_display_name: z.string().optional() })
const WpErrorSchema = z.looseObject({ code: z.string(), message: z.string().default('') })

export type CmsLogin =
  | { ok: true; token: string; displayName?: string }
  | { ok: false; error: LoginError; status: number; cmsMessage?: string }

const CREDENTIAL_CODES = /invalid_username|incorrect_password|invalid_email|invalid_credentials|authentication_failed/
const EMPTY_CODES = /empty_username|empty_password/

export async function requestCmsToken(options: {
  cmsApiUrl: string
  username: string
  password: string
  timeoutMs: number
  ip?: string
}): Promise<CmsLogin> {
  const url = `${options.cmsApiUrl}/jwt-auth/v1/token`
  let res: Response
  let body: unknown
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
      },
      body: JSON.stringify({ username: options.username, password: options.password }),
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    body = await res.json().catch(() => undefined)
  } catch (error) {
    const timeout = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
    console.error(`[login] POST ${url}: ${timeout ? 'timeout' : 'failed'}`, timeout ? '' : error)
    return timeout
      ? { ok: false, error: 'cms_timeout', status: 504 }
      : { ok: false, error: 'cms_unreachable', status: 502 }
  }
  if (res.ok) {
    const parsed = TokenResponseSchema.safeParse(body)
    if (!parsed.success) {
      console.error(`[login] POST ${url}: status ${res.status} without a token`)
      return { ok: false, error: 'no_token', status: 502 }
    }
    return {
      ok: true,
      token: parsed.data.token,
      ...(parsed.data.user_display_name ? { displayName: parsed.data.user_display_name } : {}),
    }
  }
  if (res.status === 429) return { ok: false, error: 'too_many', status: 429 }
  const wpError = WpErrorSchema.safeParse(body)
  const code = wpError.success ? wpError.data.code : ''
  const cmsMessage = wpError.success ? tagsToText(wpError.data.message) : undefined
  if (CREDENTIAL_CODES.test(code)) return { ok: false, error: 'credentials', status: 401 }
  if (EMPTY_CODES.test(code)) return { ok: false, error: 'missing', status: 400 }
  if (res.status >= 500) return { ok: false, error: 'cms_unreachable', status: 502 }
  return { ok: false, error: 'refused', status: 401, ...(cmsMessage ? { cmsMessage } : {}) }
}

export type Revocation = 'revoked' | 'refused' | 'unsupported' | 'failed'

/**
 * Logout's CMS half, so a copied cookie dies with the logout: POST /jwt-auth/v1/token/revoke with the editor's token puts its id on the
 * CMS's list of revoked tokens (the companion plugin's user meta, the local CMS's memory), so this token stops working
 * at once — a copied cookie included; the editor's other sessions go on. `unsupported`: the CMS has no such route (the "JWT
 * Authentication for WP REST API" plugin itself serves the tokens); then only the cookies are cleared and the token
 * lives until its `exp`. `refused`: the token was no longer valid anyway.
 */
export async function revokeCmsToken(options: {
  cmsApiUrl: string
  token: string
  timeoutMs: number
}): Promise<Revocation> {
  const url = `${options.cmsApiUrl}/jwt-auth/v1/token/revoke`
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    await res.body?.cancel()
    if (res.ok) return 'revoked'
    if (res.status === 404) return 'unsupported'
    if (res.status === 401 || res.status === 403) return 'refused'
    console.error(`[logout] POST ${url}: status ${res.status}`)
    return 'failed'
  } catch (error) {
    console.error(`[logout] POST ${url} failed:`, error instanceof Error ? error.message : error)
    return 'failed'
  }
}
