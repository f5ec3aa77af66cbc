// https://vike.dev/data — server only: the error page's content from the CMS not-found page (spec §2 Error page).
// Never throws: a failing lookup leaves the error page with its own texts.
import type { PageContextServer } from 'vike/types'
import { syntheticMeta } from '#content/meta.ts'
import { pageView } from '#content/page-view.ts'

export function data(pageContext: PageContextServer) {
  try {
    const s = pageContext.store
    const notFound = s.entity('pages', s.site('notFoundPageId'))
    const meta = syntheticMeta(s, 'error', pageContext.urlPathname, {
      title: notFound?.title || 'Pagina niet gevonden',
      robots: 'noindex, follow',
      breadcrumbs: [],
    })
    return { meta, notFound: notFound ? pageView(s, { ...notFound, banner: undefined }) : undefined }
  } catch (error) {
    console.error(`error page: the CMS not-found page could not be read for ${pageContext.urlPathname}:`, error)
    return { meta: undefined, notFound: undefined }
  }
}

export type Data = Awaited<ReturnType<typeof data>>
