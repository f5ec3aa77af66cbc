// https://vike.dev/onBeforePrerenderStart — server only: /nieuws/ and one URL per further page of news posts.
import { LIST_PAGE_SIZE } from '../../content/paging.ts'
import { prerenderUrls } from '../../content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('nieuws', (s) => s.lists.news.length, LIST_PAGE_SIZE)
