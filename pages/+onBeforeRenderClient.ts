// https://vike.dev/onBeforeRenderClient (vike-react) — client only, just before vike-react renders (hydrateRoot() on the
// first page, root.render() after a client navigation); vike-react awaits it. The first page hydrates in slices through
// the layout's regions (decision 020, views/document/HydrationSlice.tsx), not here.
import { preloadLazyBlocks } from '#lazy-blocks'
import type { PageContextClient } from 'vike/types'
import { fetchBodyApart } from '#views/document/fetch-body.ts'

export async function onBeforeRenderClient(pageContext: PageContextClient) {
  // The code of the rarely used blocks this page shows (blocks/lazy-block.tsx) arrives before the page renders, so
  // hydration and client navigation render them at once instead of showing nothing until it loads; likewise the static
  // blocks' code when the page renders one with it (blocks/lazy-static.ts). After a client navigation the page's body,
  // when it travels apart from its data (decision 016), arrives meanwhile.
  const [body] = await Promise.all([
    pageContext.isHydration ? undefined : fetchBodyApart(pageContext.data, pageContext.urlPathname),
    preloadLazyBlocks(pageContext.data, pageContext.isHydration),
  ])
  if (body !== undefined) pageContext.body = body
}
