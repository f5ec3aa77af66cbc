// https://vike.dev/data — server only: the frontpage (spec §2 "/": home) as a generic page view.
import type { PageContextServer } from 'vike/types'
import { entityMeta } from '#content/meta.ts'
import { pageView } from '#content/page-view.ts'
import { entityOf, routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('home', pageContext)
  const page = entityOf(found.s, 'pages', found.route)
  return { meta: entityMeta('home', found.path, page), view: pageView(found.s, page) }
}

export type Data = Awaited<ReturnType<typeof data>>
