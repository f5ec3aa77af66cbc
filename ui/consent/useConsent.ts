// The visitor's cookie consent per category ({ advertising, performance, functional }, plus `ready` once the stored
// choice is known); re-renders when it changes. All false on the server, during hydration and until the visitor chose
// (spec §9: everything denied by default).
import { useSyncExternalStore } from 'react'
import { getConsent, getServerConsent, subscribeConsent, type ConsentSnapshot } from './consent-store.ts'

export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(subscribeConsent, getConsent, getServerConsent)
}
