// The GPT ad unit path of an ad block: the block's network path (google_ad_id, e.g. "/1234567/hoefslag"), else the
// default network the leaderboard uses too (spec §9), followed by the block's unit ("sidebar_rectangle").
import { DEFAULT_AD_NETWORK_ID } from '#ui/ads/gpt.ts'

export function adUnitPath(googleAdId: string, unit: string): string {
  const network = (googleAdId.trim() || DEFAULT_AD_NETWORK_ID).replace(/\/+$/, '')
  const path = unit.trim().replace(/^\/+/, '')
  return path ? `${network}/${path}` : network
}
