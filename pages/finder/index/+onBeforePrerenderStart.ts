// https://vike.dev/onBeforePrerenderStart — server only: /finder/ and one URL per further page of clinics.
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('finder')
