// https://vike.dev/data — server only: a knowledge-base article (spec §2 /kennisbank/{article}/).
import type { PageContextServer } from 'vike/types'
import { articleView } from '#content/article-view.ts'
import { entityMeta } from '#content/meta.ts'
import { entityOf, routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('article', pageContext)
  const article = entityOf(found.s, 'articles', found.route)
  return {
    meta: entityMeta('article', found.path, article),
    view: articleView(found.s, article, 'articles'),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
