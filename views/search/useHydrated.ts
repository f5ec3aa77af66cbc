// False on the server and during hydration, true after: what depends on the browser (the URL's query, storage) renders
// after hydration, so the prerendered HTML and the first client render match.
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
