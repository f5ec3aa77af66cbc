// https://vike.dev/onBeforeRender — server only, after every page's +data: the page's full SEO goes to
// pageContext.headSeo (read by +Head, not passed to the client) and its data keeps only what the browser uses.
import type { PageContextServer } from 'vike/types'
import { splitHeadSeo } from './head/head-seo.ts'

export function onBeforeRender(pageContext: PageContextServer) {
  const split = splitHeadSeo(pageContext.data)
  return split ? { pageContext: split } : undefined
}
