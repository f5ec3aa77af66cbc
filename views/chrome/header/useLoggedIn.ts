// Client only: whether the visitor is logged in, read from the marker cookie. The server and hydration see "logged out",
// so the prerendered HTML is the same for everyone; React re-reads the cookie after hydration and on every re-render.
import { useSyncExternalStore } from 'react'
import { hasSessionMarker } from '#lib/session-cookie.ts'

const noSubscription = () => () => {}

export function useLoggedIn(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => hasSessionMarker(document.cookie),
    () => false,
  )
}
