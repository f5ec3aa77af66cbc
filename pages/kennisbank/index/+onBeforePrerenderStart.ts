// https://vike.dev/onBeforePrerenderStart — server only: /kennisbank/ and one URL per further page of articles.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('kennisbank')
