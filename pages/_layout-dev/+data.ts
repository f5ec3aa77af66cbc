// THROWAWAY (layout development): meta per kind from the URL.
import type { PageContextServer } from 'vike/types'
import type { PageMeta } from '../../content/page-meta.ts'

export function data(pageContext: PageContextServer) {
  const kind: PageMeta['kind'] = pageContext.urlPathname.includes('/article/') ? 'article' : pageContext.urlPathname.includes('/finder/') ? 'finder' : 'page'
  const meta: PageMeta = {
    kind,
    path: pageContext.urlPathname,
    seo: { title: 'Layout dev', description: '', robots: 'noindex', canonical: '', og: {}, twitter: {} },
    breadcrumbs: [
      { name: 'Home', path: 'http://localhost:8081/' },
      { name: 'Kennisbank', path: 'http://localhost:8888/kennisbank/' },
      { name: 'Koliek en spijsvertering', path: '/kennisbank-cat/koliek-en-spijsvertering/' },
      { name: 'Een lang artikel over koliek', path: pageContext.urlPathname },
    ],
    skipLastBreadcrumb: false,
  }
  return { meta }
}
export type Data = Awaited<ReturnType<typeof data>>
