// Client only: after each page shows, on an idle moment (at most 2000 ms later), prefetch the in-view internal links'
// page code with Vike's prefetch() — skipped on save-data and 2g (spec §9). https://vike.dev/prefetch
import { useEffect } from 'react'
import { prefetch } from 'vike/client/router'
import { PREFETCH_IDLE_TIMEOUT_MS } from '../constants.ts'
import { shouldSkipPrefetch, visibleInternalPaths } from './idle-prefetch.ts'

const MAX_LINKS = 24
const prefetched = new Set<string>()

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }

export function useIdlePrefetch(currentPath: string) {
  useEffect(() => {
    const nav: NavigatorWithConnection = navigator
    if (shouldSkipPrefetch(nav.connection)) return
    const run = () => {
      for (const path of visibleInternalPaths(MAX_LINKS)) {
        if (prefetched.has(path)) continue
        prefetched.add(path)
        // A path without a page (or an asset that fails to load) is not worth an error: the link still works.
        prefetch(path).catch(() => prefetched.delete(path))
      }
    }
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [currentPath])
}
