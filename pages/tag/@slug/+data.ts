// https://vike.dev/data — server only: a tag page (spec §2 /tag/{slug}/) with its articles, 12 per page.
import type { PageContextServer } from 'vike/types'
import { termListData } from '#content/term-list.ts'

export const data = (pageContext: PageContextServer) => termListData('tag', pageContext)

export type Data = Awaited<ReturnType<typeof data>>
