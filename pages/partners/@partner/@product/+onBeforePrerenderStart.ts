// https://vike.dev/onBeforePrerenderStart — server only: every product of a partner with a detail page.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('product')
