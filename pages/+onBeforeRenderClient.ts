// https://vike.dev/onBeforeRenderClient (vike-react) — client only, just before vike-react renders (hydrateRoot() on the
// first page, root.render() after a client navigation); vike-react awaits it.
// Decision 020: the first page's hydration runs as a transition, so React hydrates in 5 ms slices and yields to the
// browser in between (a click or key press is handled, then replayed by React once its part is hydrated) instead of
// one long task of 100–300 ms on a phone. hydrateRoot() takes its lane from the update scope it is called in, and
// vike-react offers no option for it: the next call is wrapped in startTransition, once.
import { preloadLazyBlocks } from '#lazy-blocks'
import { startTransition } from 'react'
import ReactDOMClient from 'react-dom/client'
import type { PageContextClient } from 'vike/types'

export async function onBeforeRenderClient(pageContext: PageContextClient) {
  // The code of the rarely used blocks this page shows (blocks/lazy-block.tsx) arrives before the page renders, so
  // hydration and client navigation render them at once instead of showing nothing until it loads; likewise the static
  // blocks' code when the page renders one with it (blocks/lazy-static.ts).
  await preloadLazyBlocks(pageContext.data, pageContext.isHydration)
  if (!pageContext.isHydration) return
  const hydrateRoot = ReactDOMClient.hydrateRoot
  ReactDOMClient.hydrateRoot = (...args: Parameters<typeof hydrateRoot>) => {
    ReactDOMClient.hydrateRoot = hydrateRoot
    let root: ReturnType<typeof hydrateRoot> | undefined
    startTransition(() => {
      root = hydrateRoot(...args)
    })
    if (!root) throw new Error('hydrateRoot returned no root')
    return root
  }
}
