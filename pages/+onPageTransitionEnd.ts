// https://vike.dev/onPageTransitionEnd — client only: the new page rendered; finish the loading bar, or fail it when the
// navigation ended on the error page. (A chunk that fails to load makes Vike reload the page itself.)
import type { PageContextClient } from 'vike/types'
import { loadingBar } from '#views/chrome/loading-bar/loading-bar-store.ts'

export function onPageTransitionEnd(pageContext: PageContextClient) {
  if (pageContext.is404 || pageContext.errorWhileRendering) loadingBar.fail()
  else loadingBar.finish()
}
