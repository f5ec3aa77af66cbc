// What every page's +data returns besides its own content: the layout and the head read it.
import type { Breadcrumb, Seo } from '#lib/model/types.ts'
import type { RouteKind } from '#lib/model/snapshot.ts'

export type PageMeta = {
  /** The route family (spec §2); the layout uses it for finder/article specifics. */
  kind: RouteKind | 'error'
  path: string
  /** The full Yoast data; the browser gets only its BrowserSeo part (pages/+onBeforeRender.server.ts). */
  seo: Seo
  breadcrumbs: Breadcrumb[]
  skipLastBreadcrumb: boolean
}

/** What the browser keeps of a page's SEO: its title, canonical URL and og:title (the share bar and client navigation). */
export type BrowserSeo = { title: string; canonical: string; og: Record<string, string> }

/** A page's meta as code running on both sides may read it: in the browser its seo is only the BrowserSeo part. */
export type SharedPageMeta = Omit<PageMeta, 'seo'> & { seo: BrowserSeo }

/** Every +data result carries `meta`. */
export type WithMeta = { meta: PageMeta }
