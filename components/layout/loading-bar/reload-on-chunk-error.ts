// Client only: a lazily loaded chunk that fails to load (typically after a new deploy removed it) reloads the page once
// (spec §4). Vike already does this for page chunks during navigation; this covers our own dynamic imports.
// https://vite.dev/guide/build#load-error-handling
import { readSession, writeSession } from '../session-storage.ts'

const RELOADED_AT = 'hoefslag:chunk-reload-at'
const LOOP_GUARD_MS = 10_000

export function installChunkErrorReload(): () => void {
  const onPreloadError = (event: Event) => {
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
