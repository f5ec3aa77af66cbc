// https://vike.dev/onBeforePrerenderStart — server only: every finder term with its own page (/finder/{term}/).
import { prerenderUrls } from '#content/route-data.ts'

export const onBeforePrerenderStart = () => prerenderUrls('finder-term')
