// https://vike.dev/onBeforePrerenderStart — server only: /kennisbank/ and one URL per further page of articles.
import { LIST_PAGE_SIZE } from '../../../content/paging.ts'
import { prerenderUrls } from '../../../content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('kennisbank', (s) => s.lists.articles.length, LIST_PAGE_SIZE)
