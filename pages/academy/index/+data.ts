// https://vike.dev/data — server only: the academy (spec §2 /academy/): every lesson in lesson order.
import type { PageContextServer } from 'vike/types'
import { postCards } from '#content/cards.ts'
import { listPage } from '#content/list-page.ts'
import { routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('academy', pageContext)
  return { ...listPage(found, 'academy', 'Academy'), lessons: postCards(found.s, found.s.list('lessons')) }
}

export type Data = Awaited<ReturnType<typeof data>>
