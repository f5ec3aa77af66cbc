// Shareable preview links (docs/decisions/029-shareable-previews.md): the CMS signs a link to one item for a
// reader without an account (the vet who reviews an article). The site never judges a token itself: it hands it to
// the CMS (`POST /hoefslag/v1/shared-preview`, the token in the body so that no URL — and no log line — carries it),
// which checks the signature in constant time, the expiry and whether the link was revoked, and answers the item
// with the autosave the link's maker last made. The token travels from the link to an HttpOnly cookie scoped to the
// item (`hoefslag_share_{id}`), so the preview URL itself carries none (no Referer, no history, no access log).
import { z } from 'zod'
import type { Cookies } from '../_runtime/types.ts'
import { pickAutosave, withAutosave } from '#pipeline/live/autosave.ts'
import { problemPage } from './problem-page.ts'
import type { SiteHandle } from '#lib/site-handle.ts'
import { secureCookies } from './session.ts'

/** `{post}.{expires}.{key}.{signature}`, as the CMS makes it; anything else is refused before the CMS is asked. */
export const SHARE_TOKEN = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

export type ShareToken = { token: string; post: number; expires: number }

export function parseShareToken(raw: string): ShareToken | undefined {
  const match = SHARE_TOKEN.exec(raw)
  return match ? { token: raw, post: Number(match[1]), expires: Number(match[2]) } : undefined
}

/** Never cached, never indexed, and the link never sent on as a Referer (editor-render.ts's EDITOR_HEADERS and more). */
export const SHARE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  Vary: 'Cookie',
}

export const shareCookieName = (post: number) => `hoefslag_share_${post}`

/** Keeps the token for the item's preview, as long as the link is valid. */
export function rememberShareToken(cookies: Cookies, share: ShareToken, requestUrl: string, nowMs = Date.now()): void {
  cookies.set({
    name: shareCookieName(share.post),
    value: share.token,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(requestUrl),
    maxAge: Math.max(0, share.expires - Math.floor(nowMs / 1000)),
  })
}

export function forgetShareToken(cookies: Cookies, post: number, requestUrl: string): void {
  cookies.set({
    name: shareCookieName(post),
    value: '',
    path: '/',
    maxAge: 0,
    expires: 0,
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(requestUrl),
  })
}

export type SharedRefusal = 'malformed' | 'invalid' | 'expired' | 'revoked' | 'gone'
export type SharedFetch =
  | { ok: true; post: unknown; autosaves: unknown }
  | { ok: false; reason: SharedRefusal | 'failed' | 'timeout'; status?: number }

const ErrorBody = z.looseObject({ code: z.string() })
const CODES: Record<string, SharedRefusal> = {
  hoefslag_share_malformed: 'malformed',
  hoefslag_share_invalid: 'invalid',
  hoefslag_share_expired: 'expired',
  hoefslag_share_revoked: 'revoked',
  hoefslag_share_not_found: 'gone',
}
const Answer = z.looseObject({ post: z.unknown(), autosaves: z.unknown().optional() })

/** The shared item from the CMS, or why the link opens nothing. The token is never logged. */
export async function fetchSharedPreview(cmsApiUrl: string, token: string, timeoutMs: number): Promise<SharedFetch> {
  const url = `${cmsApiUrl}/hoefslag/v1/shared-preview?_embed=1`
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Cache-Control': 'no-cache' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timeout = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
    console.error(`[share-link] POST ${url}: ${timeout ? 'timeout' : 'failed'}`)
    return { ok: false, reason: timeout ? 'timeout' : 'failed' }
  }
  const body: unknown = await res.json().catch(() => undefined)
  if (!res.ok) {
    const code = ErrorBody.safeParse(body)
    const reason = code.success ? CODES[code.data.code] : undefined
    return { ok: false, reason: reason ?? 'failed', status: res.status }
  }
  const answer = Answer.safeParse(body)
  if (!answer.success) return { ok: false, reason: 'failed', status: res.status }
  return { ok: true, post: answer.data.post, autosaves: answer.data.autosaves ?? [] }
}

const REFUSALS: Record<SharedRefusal, { status: number; title: string; intro: string }> = {
  malformed: {
    status: 400,
    title: 'Deze voorbeeldlink is ongeldig',
    intro: 'De link is niet compleet. Controleer of je de hele link hebt gekopieerd, of vraag om een nieuwe link.',
  },
  invalid: {
    status: 403,
    title: 'Deze voorbeeldlink is ongeldig',
    intro: 'De link is gewijzigd en klopt niet meer. Vraag degene die hem deelde om een nieuwe link.',
  },
  expired: {
    status: 410,
    title: 'Deze voorbeeldlink is verlopen',
    intro: 'Een voorbeeldlink werkt maar een beperkte tijd. Vraag degene die hem deelde om een nieuwe link.',
  },
  revoked: {
    status: 410,
    title: 'Deze voorbeeldlink is ingetrokken',
    intro: 'De redactie heeft deze link uitgeschakeld. Vraag degene die hem deelde om een nieuwe link.',
  },
  gone: {
    status: 404,
    title: 'Dit voorbeeld bestaat niet meer',
    intro: 'Het gedeelde item is verwijderd.',
  },
}

/** The Dutch page for a link that opens nothing (or a CMS that did not answer). */
export function sharedProblemPage(reason: SharedFetch & { ok: false }, site: SiteHandle): Response {
  if (reason.reason === 'failed' || reason.reason === 'timeout')
    return problemPage(
      {
        status: reason.reason === 'timeout' ? 504 : 502,
        title: 'Het CMS antwoordt niet',
        intro: 'Het voorbeeld kon nu niet worden opgehaald. Probeer het zo opnieuw.',
      },
      site,
    )
  return problemPage(REFUSALS[reason.reason], site)
}

/**
 * The item a share token opens, with the autosave its maker last made laid over it (what "Preview changes" showed
 * them), or the Dutch page saying why not. The CMS must answer the very item the token names.
 */
export async function loadSharedItem(
  cmsApiUrl: string,
  share: ShareToken,
  timeoutMs: number,
  site: SiteHandle,
): Promise<{ ok: true; item: unknown } | { ok: false; response: Response; reason: SharedFetch & { ok: false } }> {
  const shared = await fetchSharedPreview(cmsApiUrl, share.token, timeoutMs)
  const refuse = (reason: SharedFetch & { ok: false }) => ({
    ok: false as const,
    response: sharedProblemPage(reason, site),
    reason,
  })
  if (!shared.ok) return refuse(shared)
  if (!z.looseObject({ id: z.literal(share.post) }).safeParse(shared.post).success)
    return refuse({ ok: false, reason: 'invalid' })
  return { ok: true, item: withAutosave(shared.post, pickAutosave(shared.post, shared.autosaves)) }
}
