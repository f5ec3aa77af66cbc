// https://vike.dev/data — server only: the knowledge base (spec §2 /kennisbank/): the CMS page's banner and rows,
// the knowledge-base categories as tiles (page 1) and the newest articles, 12 per page.
import type { PageContextServer } from 'vike/types'
import { postCards } from '#content/cards.ts'
import { listPage } from '#content/list-page.ts'
import { LIST_PAGE_SIZE } from '#content/paging.ts'
import { routed, pageOf } from '#content/route-data.ts'
import { categoryTiles } from './category-tiles.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('kennisbank', pageContext)
  const { items, paging } = pageOf('articles', found, LIST_PAGE_SIZE)
  return {
    ...listPage(found, 'kennisbank', 'Kennisbank'),
    categories: found.page === 1 ? categoryTiles(found.s) : [],
    articles: postCards(found.s, items),
    paging,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
