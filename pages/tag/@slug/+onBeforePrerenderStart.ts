// https://vike.dev/onBeforePrerenderStart — server only: every tag page of the route table, with its further pages.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('tag')
