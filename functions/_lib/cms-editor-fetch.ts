// A CMS read on behalf of a logged-in editor (spec §6): the JWT as Bearer token, no caches in between, parsed JSON.
// Answers what the caller must distinguish: the item, "not found", "the token is no longer accepted", or a failure.
// Only a refusal of the token itself ends the editor's session: a 401 (WordPress answers 401 to a request it could not
// authenticate) or a 403 with one of the JWT plugin's codes (`jwt_auth_invalid_token`, an expired or revoked token,
// `jwt_auth_bad_auth_header`, …). Any other 403 (`rest_forbidden`, `rest_cannot_read`: the editor is known but may not
// see this item) reads as "not found", so a preview never tells that an item exists, and never logs the editor out.
export type EditorFetch =
  | { ok: true; body: unknown }
  | { ok: false; reason: 'not_found' | 'unauthorized' | 'failed' | 'timeout'; status?: number }

/** The WordPress error code of a refusal (`{ code, message, data }`), if the body has one. */
async function errorCode(res: Response): Promise<string | undefined> {
  try {
    const body: unknown = await res.json()
    return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
      ? body.code
      : undefined
  } catch {
    return undefined
  }
}

/** A 403's meaning: the token refused (log out), the item withheld (not found), or no WordPress answer at all. */
async function forbidden(res: Response): Promise<EditorFetch> {
  const code = await errorCode(res)
  if (code === undefined) return { ok: false, reason: 'failed', status: 403 }
  return { ok: false, reason: /^(\[jwt_auth\]|jwt_auth_)/.test(code) ? 'unauthorized' : 'not_found', status: 403 }
}

export async function fetchAsEditor(url: string, token: string, timeoutMs: number): Promise<EditorFetch> {
  let res: Response
  try {
    res = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Cache-Control': 'no-cache' },
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timeout = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
    console.error(`[editor] GET ${url}: ${timeout ? 'timeout' : 'failed'}`, timeout ? '' : error)
    return { ok: false, reason: timeout ? 'timeout' : 'failed' }
  }
  if (res.status === 401) return { ok: false, reason: 'unauthorized', status: 401 }
  if (res.status === 403) return forbidden(res)
  if (res.status === 404) return { ok: false, reason: 'not_found', status: 404 }
  if (!res.ok) return { ok: false, reason: 'failed', status: res.status }
  try {
    return { ok: true, body: await res.json() }
  } catch {
    return { ok: false, reason: 'failed', status: res.status }
  }
}
