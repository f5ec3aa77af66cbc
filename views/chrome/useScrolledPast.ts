// Whether the window is scrolled down further than `px` (spec §4: the right menu hides after 68 px). False on the server.
import { useCallback, useSyncExternalStore } from 'react'

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

export function useScrolledPast(px: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > px, [px])
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false)
}
