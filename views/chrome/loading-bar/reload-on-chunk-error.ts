// Client only: a lazily loaded chunk of our own (a slider, the cookie panel…) that fails to load — typically after a
// new deploy removed it — reloads the page once (spec §4), so the visitor gets the current build.
// Page chunks are left to Vike: during a navigation it loads the target page anew itself, and a failed prefetch is only
// a missed head start (reloading the page the visitor is reading would be a surprise).
// https://vite.dev/guide/build#load-error-handling
import { readSession, writeSession } from '#ui/browser/session-storage.ts'

const RELOADED_AT = 'hoefslag:chunk-reload-at'
const LOOP_GUARD_MS = 10_000
/** Vike's page entries (built to /assets/entries/pages_*.js). */
const PAGE_CHUNK = /\/assets\/entries\//

/** The error Vite's preload helper attaches to its `vite:preloadError` event. */
function failedUrl(event: Event): string {
  const payload: unknown = 'payload' in event ? event.payload : undefined
  return payload instanceof Error ? payload.message : String(payload ?? '')
}

/** Whether a failed preload should reload the page: our own chunks yes, Vike's page chunks no. */
export function reloadsFor(message: string): boolean {
  return !PAGE_CHUNK.test(message)
}

export function installChunkErrorReload(): () => void {
  const onPreloadError = (event: Event) => {
    if (!reloadsFor(failedUrl(event))) return
    const last = Number(readSession(RELOADED_AT) ?? 0)
    // A reload seconds ago did not help: keep the page instead of reloading forever.
    if (Date.now() - last < LOOP_GUARD_MS) return
    event.preventDefault()
    writeSession(RELOADED_AT, String(Date.now()))
    window.location.reload()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}
