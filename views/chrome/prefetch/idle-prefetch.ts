// Prefetch (spec §9): which links are worth prefetching (useIdlePrefetch.ts decides when), and when not to prefetch at all
// (data saver, 2g).
type Connection = { saveData?: boolean; effectiveType?: string }

/** Skip on data saver or a 2g connection (slow-2g included). */
export function shouldSkipPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g'
}

/** A link worth prefetching: same origin, a page (not /api/, not a file), not the current page, not a new tab. */
export function prefetchablePath(href: string, target: string, current: URL): string | undefined {
  if (target === '_blank') return undefined
  let url: URL
  try {
    url = new URL(href, current)
  } catch {
    return undefined
  }
  if (url.origin !== current.origin || url.pathname.startsWith('/api/')) return undefined
  if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) return undefined
  if (url.pathname === current.pathname) return undefined
  return url.pathname + url.search
}

const inViewport = (el: Element) => {
  const r = el.getBoundingClientRect()
  return (
    r.bottom > 0 &&
    r.right > 0 &&
    r.top < window.innerHeight &&
    r.left < window.innerWidth &&
    r.width > 0 &&
    r.height > 0
  )
}

/** The distinct internal paths of the links currently in the viewport (at most `limit`). */
export function visibleInternalPaths(limit: number): string[] {
  const current = new URL(window.location.href)
  const paths = new Set<string>()
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (paths.size >= limit) break
    if (a.getAttribute('rel')?.includes('external') || a.dataset.vike === 'false' || !inViewport(a)) continue
    const path = prefetchablePath(a.getAttribute('href') ?? '', a.target, current)
    if (path) paths.add(path)
  }
  return [...paths]
}
