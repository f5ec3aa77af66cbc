// What the head shows for a page: its title from meta.seo and its tags from pageContext.headSeo (server only), or for the error page (no data, or data of kind "error") a title from
// the translations — the server-error title for 500, otherwise the not-found title (spec §2 Error page).
import { translate } from '#ui/i18n.tsx'
import { pageMetaOf } from '../chrome/page-meta.ts'
import type { Seo } from '#lib/model/types.ts'

/** The part of Vike's pageContext the head reads (server and client). */
export type HeadPageContext = {
  data?: unknown
  /** true on the error page for a 404; false on normal pages while prerendering and on the error page for a 500. */
  is404?: boolean | null
  pageId?: string | null
  abortStatusCode?: number | null
  errorWhileRendering?: unknown
  globalContext?: { layout?: { translations?: Record<string, string> } }
  /** The page's full SEO, on the server only (pages/+onBeforeRender.server.ts). */
  headSeo?: Seo
}

export const SITE_NAME = 'Hoefslag'
export const THEME_COLOR = '#1f4e3d'

export type PageHead = { kind: 'page'; title: string; seo?: Seo } | { kind: 'error'; title: string; status: number }

export function pageHead(pageContext: HeadPageContext): PageHead {
  const meta = pageMetaOf(pageContext.data)
  const isErrorPage =
    meta?.kind === 'error' ||
    pageContext.is404 === true ||
    Boolean(pageContext.pageId?.endsWith('/_error')) ||
    // `!= null`: a page rendered at request time (the editors' functions) carries them as null.
    pageContext.abortStatusCode != null ||
    pageContext.errorWhileRendering != null
  if (meta && !isErrorPage) return { kind: 'page', title: meta.seo.title, seo: pageContext.headSeo }
  const status =
    pageContext.abortStatusCode ?? (pageContext.is404 === false || pageContext.errorWhileRendering != null ? 500 : 404)
  const translations = pageContext.globalContext?.layout?.translations
  const text = translate(translations, status === 500 ? 'server_error_title' : 'not_found_title')
  const siteName = meta?.seo.og['og:site_name'] || SITE_NAME
  return { kind: 'error', title: `${text} - ${siteName}`, status }
}
