// The top of a fixed list route (kennisbank, nieuws, partners, finder): the CMS page at the same path lends it its
// banner, rows and content (spec §2); without one the list shows a plain heading. Content only on page 1.
import type { PageMeta } from './page-meta.ts'
import { entityMeta, pagedMeta, syntheticMeta } from './meta.ts'
import { pageView, type PageView } from './page-view.ts'
import { pagedPath } from './paging.ts'
import type { Found } from './route-data.ts'

export function listPage(
  found: Found,
  kind: PageMeta['kind'],
  fallbackTitle: string,
): { meta: PageMeta; view: PageView } {
  const { s, route, path, page } = found
  const cms = route.id === undefined ? undefined : s.entity('pages', route.id)
  const base = cms ? entityMeta(kind, path, cms) : syntheticMeta(s, kind, path, { title: fallbackTitle })
  const view = cms ? pageView(s, cms, { withContent: page === 1 }) : emptyView(fallbackTitle)
  return { meta: pagedMeta(base, page, pagedPath(path, page)), view }
}

export const emptyView = (title: string): PageView => ({
  title,
  refs: { posts: {}, partners: {}, authors: {} },
  content: '',
})
