// https://vike.dev/onBeforePrerenderStart — server only: every event of the route table.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('event')
