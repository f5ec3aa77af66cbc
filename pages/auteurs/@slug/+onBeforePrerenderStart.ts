// https://vike.dev/onBeforePrerenderStart — server only: every author page, with the further pages of their work.
import { LIST_PAGE_SIZE } from '../../../content/paging.ts'
import { prerenderUrls } from '../../../content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('author', (s, route) => s.lists.byAuthor[route.key ?? '']?.length ?? 0, LIST_PAGE_SIZE)
