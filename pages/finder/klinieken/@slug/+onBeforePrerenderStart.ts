// https://vike.dev/onBeforePrerenderStart — server only: every clinic of the route table.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('clinic')
