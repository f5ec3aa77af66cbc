// https://vike.dev/onBeforePrerenderStart — server only: every academy lesson of the route table.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('lesson')
