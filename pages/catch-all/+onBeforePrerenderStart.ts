// https://vike.dev/onBeforePrerenderStart — used by `vike prerender` only (the build renders with sitebuild/prerender/):
// every page URL of the route table, listed once here for every page (Vike routes each URL to its page).
import { everyPageUrl } from '#content/vike-prerender.server.ts'

export const onBeforePrerenderStart = everyPageUrl
