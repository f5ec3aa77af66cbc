// Google Publisher Tag (GPT): the few calls the site makes, typed, and the loader. Client only, and only with advertising consent.
// https://developers.google.com/publisher-tag/reference
import { loadScript } from '../browser/load-script.ts'

export const GPT_SRC = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js'
/**
 * The ad unit path used when the settings give none (spec §9: "a default ad network id exists as fallback", value not
 * shown). This is the bundled content's network; set the real one in the CMS's ads settings.
 */
export const DEFAULT_AD_NETWORK_ID = '/1234567/hoefslag'

/**
 * The GPT ad unit path of a slot: its network path (`ad_id` / `google_ad_id`, e.g. "/1234567/hoefslag"), else the
 * default network, followed by its unit (`ad_unit` / `google_ad_unit`, e.g. "leaderboard"). The leaderboard and the
 * ad block both build their path here.
 */
export function adUnitPath(networkId: string, unit: string): string {
  const network = (networkId.trim() || DEFAULT_AD_NETWORK_ID).replace(/\/+$/, '')
  const path = unit.trim().replace(/^\/+/, '')
  return path ? `${network}/${path}` : network
}

type Slot = { addService(service: PubAdsService): Slot }
type SlotRenderEndedEvent = { slot: Slot; isEmpty: boolean }
type PubAdsService = {
  addEventListener(type: 'slotRenderEnded', listener: (event: SlotRenderEndedEvent) => void): PubAdsService
  removeEventListener(type: 'slotRenderEnded', listener: (event: SlotRenderEndedEvent) => void): boolean
  enableSingleRequest(): boolean
}
/** Before gpt.js loaded: only the command queue (Google's bootstrap creates it). */
type GoogleTagQueue = { cmd: { push(...commands: (() => void)[]): number } }
type GoogleTag = GoogleTagQueue & {
  defineSlot(adUnitPath: string, size: [number, number], divId: string): Slot | null
  pubads(): PubAdsService
  enableServices(): void
  display(divId: string): void
  destroySlots(slots?: Slot[]): boolean
}

declare global {
  interface Window {
    googletag?: GoogleTagQueue | GoogleTag
  }
}

const isLoaded = (gt: Window['googletag']): gt is GoogleTag => gt !== undefined && 'defineSlot' in gt

/** The command queue GPT drains once it loaded (Google's own bootstrap: `googletag.cmd` may exist before the script). */
function gptQueue(): GoogleTagQueue['cmd'] {
  window.googletag ??= { cmd: [] }
  return window.googletag.cmd
}

export type AdSlotHandle = { destroy: () => void }

/**
 * Loads GPT, defines the slot in `divId` and displays it. `onResult(false)` when the script is missing or the slot
 * renders empty, `onResult(true)` when an ad rendered.
 */
export function displayAd(
  adUnitPath: string,
  size: [number, number],
  divId: string,
  onResult: (filled: boolean) => void,
): AdSlotHandle {
  let slot: Slot | null = null
  let cancelled = false
  const listener = (event: SlotRenderEndedEvent) => {
    if (event.slot === slot) onResult(!event.isEmpty)
  }
  gptQueue().push(() => {
    const gt = window.googletag
    if (cancelled || !isLoaded(gt)) return
    slot = gt.defineSlot(adUnitPath, size, divId)?.addService(gt.pubads()) ?? null
    if (!slot) return onResult(false)
    gt.pubads().addEventListener('slotRenderEnded', listener)
    gt.enableServices()
    gt.display(divId)
  })
  loadScript(GPT_SRC).catch(() => {
    if (!cancelled) onResult(false)
  })
  return {
    destroy() {
      cancelled = true
      const gt = window.googletag
      if (slot && isLoaded(gt)) {
        gt.pubads().removeEventListener('slotRenderEnded', listener)
        gt.destroySlots([slot])
      }
    },
  }
}
