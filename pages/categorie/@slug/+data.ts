// https://vike.dev/data — server only: a category page (spec §2 /categorie/{slug}/) with its articles, 12 per page.
import type { PageContextServer } from 'vike/types'
import { termListData } from '#content/term-list.ts'

export const data = (pageContext: PageContextServer) => termListData('category', pageContext)

export type Data = Awaited<ReturnType<typeof data>>
