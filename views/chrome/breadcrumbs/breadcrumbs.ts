// The breadcrumb trail the layout shows (spec §2): the page's breadcrumbs, without the last one when the page asks,
// with any localhost origin stripped from the links (CMS breadcrumbs built on a local machine carry it).
import type { Breadcrumb } from '#lib/model/types.ts'

/** 'http://localhost:8081/kennisbank/' → '/kennisbank/'; other URLs stay as they are. */
export function stripLocalhost(url: string): string {
  const stripped = url.replace(/^(?:https?:)?\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?(?=\/|$|\?|#)/i, '')
  return stripped === '' ? '/' : stripped
}

export function breadcrumbTrail(breadcrumbs: Breadcrumb[], skipLast: boolean): Breadcrumb[] {
  const trail = skipLast ? breadcrumbs.slice(0, -1) : breadcrumbs
  return trail.map((crumb) => ({ ...crumb, path: stripLocalhost(crumb.path) }))
}
