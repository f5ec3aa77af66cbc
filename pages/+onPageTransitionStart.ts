// https://vike.dev/onPageTransitionStart — client only: a client navigation began; start the (throttled) loading bar.
import type { PageContextClient } from 'vike/types'
import { loadingBar } from '#views/chrome/loading-bar/loading-bar-store.ts'

export function onPageTransitionStart(_pageContext: Partial<PageContextClient>) {
  loadingBar.start()
}
