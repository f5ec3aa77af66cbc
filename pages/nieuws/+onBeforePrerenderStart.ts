// https://vike.dev/onBeforePrerenderStart — server only: /nieuws/ and one URL per further page of news posts.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('nieuws')
