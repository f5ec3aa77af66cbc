// https://vike.dev/onBeforePrerenderStart — server only: every author page, with the further pages of their work.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('author')
