// https://vike.dev/onPrerenderStart — used by `vike prerender` only: every page it renders gets the store as
// pageContext.store, as the build's prerender worker and the editors' functions pass it to renderPage.
import type { OnPrerenderStartAsync } from 'vike/types'
import { withStore } from '#content/vike-prerender.server.ts'

export const onPrerenderStart: OnPrerenderStartAsync = async (prerenderContext) => ({
  prerenderContext: { pageContexts: withStore(prerenderContext.pageContexts) },
})
