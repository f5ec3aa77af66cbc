// The SEO split (the serialized data of a page holds only what that page shows, so no page carries another's weight): the full Yoast data (robots,
// Open Graph, Twitter, JSON-LD…) is only for the server-rendered <head>, so it moves from `data.meta.seo` to
// `pageContext.headSeo`, which is not passed to the client; the browser keeps what it shows or shares.
import type { BrowserSeo, PageMeta, SharedPageMeta } from '#content/page-meta.ts'
import { pageMetaOf } from '../chrome/page-meta.ts'
import type { Seo } from '#lib/model/types.ts'

/** What the browser keeps of a page's SEO: the title (client navigation) and what the share bar shares. */
export function browserSeo(seo: Seo): BrowserSeo {
  const ogTitle = seo.og['og:title']
  return { title: seo.title, canonical: seo.canonical, og: ogTitle ? { 'og:title': ogTitle } : {} }
}

/** What +data returned: the full meta (pageMetaOf types it for both sides; on the server, before the split, it is full). */
const isFullMeta = (meta: SharedPageMeta): meta is PageMeta => 'robots' in meta.seo

/** The pageContext additions that move a page's full SEO out of its data; none for data without meta (error page). */
export function splitHeadSeo(data: unknown): { headSeo: Seo; data: unknown } | undefined {
  const meta = pageMetaOf(data)
  if (!meta || !isFullMeta(meta) || typeof data !== 'object' || data === null) return undefined
  return { headSeo: meta.seo, data: { ...data, meta: { ...meta, seo: browserSeo(meta.seo) } } }
}
