// https://vike.dev/onBeforePrerenderStart — server only: every CMS page and news post of the route table.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('catch-all')
