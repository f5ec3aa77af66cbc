// The visitor's consent per category, as a tiny external store: the cookie panel writes it, useConsent() reads it.
import type { ConsentState } from './consent-mode.ts'

/** `ready`: the cookie panel has read the stored choice (until then nobody knows, so nothing may load yet). */
export type ConsentSnapshot = ConsentState & { ready: boolean }

export const NO_CONSENT: ConsentSnapshot = { functional: false, performance: false, advertising: false, ready: false }

let state: ConsentSnapshot = NO_CONSENT
const listeners = new Set<() => void>()

export const getConsent = (): ConsentSnapshot => state
export const getServerConsent = (): ConsentSnapshot => NO_CONSENT

export function setConsent(next: ConsentState): void {
  const same =
    state.ready &&
    next.functional === state.functional &&
    next.performance === state.performance &&
    next.advertising === state.advertising
  if (same) return
  state = { ...next, ready: true }
  listeners.forEach((listener) => listener())
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
