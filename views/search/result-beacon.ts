// Which search result a visitor opened, for the editors' search insights (functions/zoekklik.ts): one small POST as
// the link is followed, `keepalive` so it outlives the page, and without cookies (`credentials: 'omit'`;
// navigator.sendBeacon, the fallback, cannot leave them out). Nothing waits for it and nothing fails because of it.
export const CLICK_API = '/api/zoekklik'

export function reportOpenedResult(query: string, path: string): void {
  const q = query.trim()
  if (!q || !path.startsWith('/')) return
  const body = JSON.stringify({ q, path })
  try {
    if (typeof fetch === 'function') {
      void fetch(CLICK_API, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
      }).catch(() => undefined)
    } else navigator.sendBeacon(CLICK_API, body)
  } catch {
    // A browser that refuses the report: the visitor's click goes on regardless.
  }
}
