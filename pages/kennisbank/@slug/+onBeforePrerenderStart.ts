// https://vike.dev/onBeforePrerenderStart — server only: every knowledge-base article of the route table.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('article')
