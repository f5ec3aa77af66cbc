// A CMS read on behalf of a logged-in editor (spec §6): the JWT as Bearer token, no caches in between, parsed JSON.
// Answers what the caller must distinguish: the item, "not found", "the token is no longer accepted", or a failure.
export type EditorFetch =
  | { ok: true; body: unknown }
  | { ok: false; reason: 'not_found' | 'unauthorized' | 'failed' | 'timeout'; status?: number }

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
  if (res.status === 401 || res.status === 403) return { ok: false, reason: 'unauthorized', status: res.status }
  if (res.status === 404) return { ok: false, reason: 'not_found', status: 404 }
  if (!res.ok) return { ok: false, reason: 'failed', status: res.status }
  try {
    return { ok: true, body: await res.json() }
  } catch {
    return { ok: false, reason: 'failed', status: res.status }
  }
}
