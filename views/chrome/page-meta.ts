// The current page's meta (every +data returns `{ meta }`, see content/page-meta.ts), read safely from `pageContext.data`.
import type { PageMeta, SharedPageMeta } from '#content/page-meta.ts'
import { isRecord } from '#lib/is-record.ts'

function isPageMeta(x: unknown): x is SharedPageMeta {
  return isRecord(x) && typeof x.kind === 'string' && typeof x.path === 'string' && Array.isArray(x.breadcrumbs)
}

/** The page's meta (server and browser), or undefined for pages without one (the error page may have none). */
export function pageMetaOf(data: unknown): SharedPageMeta | undefined {
  return isRecord(data) && isPageMeta(data.meta) ? data.meta : undefined
}

/** Finder pages show the finder notification instead of the general ones, and no mobile search bar. */
export const isFinderKind = (kind: PageMeta['kind'] | undefined) =>
  kind === 'finder' || kind === 'clinic' || kind === 'vet'

/** Article pages show the scroll-progress bar. */
export const isArticleKind = (kind: PageMeta['kind'] | undefined) => kind === 'article' || kind === 'post'
