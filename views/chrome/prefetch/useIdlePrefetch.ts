// Client only: prefetch the page code of the links a visitor is likely to follow, with Vike's prefetch() (spec §9
// "Prefetch idle timeout 2000 ms, skipped on 2g or save-data"; https://vike.dev/prefetch). Vike's own link prefetching is
// off (pages/+config.ts) so that this one rule decides:
// - never on data saver or a 2g connection;
// - a link the pointer rests on, a finger touches or the keyboard focuses: at once (a click is likely to follow);
// - the links in view: 2000 ms after the page shows, at the browser's next idle moment — never racing the page's own
//   loading, and at most MAX_IDLE_LINKS of them.
import { useEffect } from 'react'
import { prefetch } from 'vike/client/router'
import { PREFETCH_IDLE_TIMEOUT_MS } from '#ui/browser/constants.ts'
import { prefetchablePath, shouldSkipPrefetch, visibleInternalPaths } from './idle-prefetch.ts'

const MAX_IDLE_LINKS = 8
const prefetched = new Set<string>()

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }

const skip = () => shouldSkipPrefetch((navigator as NavigatorWithConnection).connection)

function prefetchPath(path: string) {
  if (prefetched.has(path)) return
  prefetched.add(path)
  // A path without a page (or an asset that fails to load) is not worth an error: the link still works.
  prefetch(path).catch(() => prefetched.delete(path))
}

/** The link an event happened on, when it is worth prefetching. */
function likelyPath(event: Event): string | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.rel.includes('external') || link.dataset.vike === 'false')
    return undefined
  return prefetchablePath(link.getAttribute('href') ?? '', link.target, new URL(window.location.href))
}

export function useIdlePrefetch(currentPath: string) {
  // Hover, touch, focus: the whole visit long.
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (skip()) return
      const path = likelyPath(event)
      if (path) prefetchPath(path)
    }
    const options = { passive: true, capture: true }
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
      document.addEventListener(type, onIntent, options)
    return () => {
      for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
        document.removeEventListener(type, onIntent, options)
    }
  }, [])

  // The links in view: after each page shows.
  useEffect(() => {
    if (skip()) return
    let idle: number | undefined
    const run = () => {
      for (const path of visibleInternalPaths(MAX_IDLE_LINKS)) prefetchPath(path)
    }
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
      else run()
    }, PREFETCH_IDLE_TIMEOUT_MS)
    return () => {
      window.clearTimeout(timer)
      if (idle !== undefined) window.cancelIdleCallback(idle)
    }
  }, [currentPath])
}
