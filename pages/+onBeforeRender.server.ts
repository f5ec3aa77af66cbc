// https://vike.dev/onBeforeRender — server only, after every page's +data: the layout data of the page's store (built
// once per store) goes to the global context the Layout reads, with the URL of the same data as a static asset
// (written by sitebuild/postbuild: the only layout field the HTML passes to the browser); the page's full SEO goes to
// pageContext.headSeo (read by +Head, not passed to the client) and its data keeps only what the browser uses. When
// the renderer asks for it (the prerender), the page's body leaves its data too, into pageContext.body (decision 016,
// views/document/body-apart.ts): neither the HTML's serialized data nor pageContext.json carries it.
import type { PageContextServer } from 'vike/types'
import { layoutOf } from '#content/layout-asset.ts'
import { bodyApart } from '#views/document/body-apart.ts'
import { splitHeadSeo } from '#views/head/head-seo.ts'

export function onBeforeRender(pageContext: PageContextServer) {
  const { layout, url } = layoutOf(pageContext.store)
  pageContext.globalContext.layout = layout
  pageContext.globalContext.layoutUrl = url
  const split = splitHeadSeo(pageContext.data)
  const apart = pageContext.bodyApart ? bodyApart(split ? split.data : pageContext.data) : undefined
  if (!split && !apart) return undefined
  const headSeo = split?.headSeo
  // A private item or a draft preview (functions/editor-*.ts) is never indexed, whatever its Yoast data says.
  const seo = headSeo && pageContext.editorView ? { ...headSeo, robots: 'noindex, nofollow' } : headSeo
  return {
    pageContext: {
      ...(seo ? { headSeo: seo } : {}),
      ...(apart ? { data: apart.data, body: apart.body } : { data: split?.data }),
    },
  }
}
