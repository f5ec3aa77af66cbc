// https://vike.dev/onBeforePrerenderStart — server only: every tag page of the route table, with its further pages.
import { LIST_PAGE_SIZE } from '../../../content/paging.ts'
import { prerenderUrls } from '../../../content/route-data.ts'
import { termItemCount } from '../../../content/term-list.ts'

export const onBeforePrerenderStart = () => prerenderUrls('tag', termItemCount, LIST_PAGE_SIZE)
