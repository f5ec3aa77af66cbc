// https://vike.dev/data — server only: a kb-category page (spec §2 /kennisbank-cat/{slug}/) with its articles, 12 per page.
import type { PageContextServer } from 'vike/types'
import { termListData } from '#content/term-list.ts'

export const data = (pageContext: PageContextServer) => termListData('kb-category', pageContext)

export type Data = Awaited<ReturnType<typeof data>>
