// https://react.dev/reference/react/useSyncExternalStore — runs in the browser; on the server (and while hydrating)
// the hash is '' so the prerendered HTML and the first client render agree.
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  window.addEventListener('popstate', onChange)
  return () => {
    window.removeEventListener('hashchange', onChange)
    window.removeEventListener('popstate', onChange)
  }
}

function read(): string {
  const raw = window.location.hash.slice(1)
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** The URL's fragment without '#', decoded; blocks open the item an in-page link points to. */
export const useLocationHash = (): string => useSyncExternalStore(subscribe, read, () => '')
