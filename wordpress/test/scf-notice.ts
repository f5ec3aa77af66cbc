// Vitest global setup of the WordPress suite: says once, before any file runs, whether the plugin's ACF path is
// tested (SCF found) or skipped (and how to provide SCF).
import { SCF } from './config.ts'

export default function setup(): void {
  if (SCF.active) console.log(`wordpress: Secure Custom Fields from ${SCF.dir} is active (the plugin's ACF path)`)
  else console.warn(`wordpress: SKIPPED the ACF-path tests: ${SCF.skipReason}`)
}
