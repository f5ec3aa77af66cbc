// https://vike.dev/onBeforePrerenderStart — server only: every kb-category page of the route table, with its further pages.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('kb-category')
