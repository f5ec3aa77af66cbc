// https://vike.dev/data — server only: news (spec §2 /nieuws/): the CMS posts page's banner and rows, then the news
// posts newest first, 12 per page.
import type { PageContextServer } from 'vike/types'
import { postCards } from '#content/cards.ts'
import { listPage } from '#content/list-page.ts'
import { LIST_PAGE_SIZE } from '#content/paging.ts'
import { routed, pageOf } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('nieuws', pageContext)
  const { items, paging } = pageOf('news', found, LIST_PAGE_SIZE)
  return { ...listPage(found, 'nieuws', 'Nieuws'), posts: postCards(found.s, items), paging }
}

export type Data = Awaited<ReturnType<typeof data>>
