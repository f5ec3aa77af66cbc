// What every page's +data returns besides its own content: the layout and the head read it.
import type { Breadcrumb, Seo } from '../pipeline/model/types.ts'
import type { RouteKind } from '../pipeline/model/snapshot.ts'

export type PageMeta = {
  /** The route family (spec §2); the layout uses it for finder/article specifics. */
  kind: RouteKind | 'error'
  path: string
  seo: Seo
  breadcrumbs: Breadcrumb[]
  skipLastBreadcrumb: boolean
}

/** Every +data result carries `meta`. */
export type WithMeta = { meta: PageMeta }
