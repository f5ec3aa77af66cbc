// https://vike.dev/onBeforeRender — server only, after every page's +data: the page's full SEO goes to
// pageContext.headSeo (read by +Head, not passed to the client) and its data keeps only what the browser uses.
import type { PageContextServer } from 'vike/types'
import { splitHeadSeo } from '#views/head/head-seo.ts'

export function onBeforeRender(pageContext: PageContextServer) {
  const split = splitHeadSeo(pageContext.data)
  if (!split) return undefined
  // A private item or a draft preview (functions/editor-*.ts) is never indexed, whatever its Yoast data says.
  if (pageContext.editorView) split.headSeo = { ...split.headSeo, robots: 'noindex, nofollow' }
  return { pageContext: split }
}
