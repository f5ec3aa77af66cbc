// https://vike.dev/onBeforePrerenderStart — server only: every partner with a detail page.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('partner')
