// https://vike.dev/data — server only: a CMS page (generic page view) or a news post (rendered like an article).
import type { PageContextServer } from 'vike/types'
import { articleView } from '#content/article-view.ts'
import { entityMeta } from '#content/meta.ts'
import { pageView } from '#content/page-view.ts'
import { entityOf, routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('catch-all', pageContext)
  const { s, route, path } = found
  if (route.kind === 'post') {
    const post = entityOf(s, 'posts', route)
    return { kind: 'post' as const, meta: entityMeta('post', path, post), view: articleView(s, post, 'posts') }
  }
  const page = entityOf(s, 'pages', route)
  return { kind: 'page' as const, meta: entityMeta('page', path, page), view: pageView(s, page) }
}

export type Data = Awaited<ReturnType<typeof data>>
