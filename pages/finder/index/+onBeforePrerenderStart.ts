// https://vike.dev/onBeforePrerenderStart — server only: /finder/ and one URL per further page of clinics.
import { FINDER_PAGE_SIZE } from '../../../content/paging.ts'
import { prerenderUrls } from '../../../content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('finder', (s) => s.lists.clinics.length, FINDER_PAGE_SIZE)
