// Vitest global setup of the WordPress suite: says once, before any file runs, whether the plugin's ACF path is
// tested (SCF found) or skipped (and how to provide SCF).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SCF, WP } from './config.ts'

export default function setup(): void {
  let version: string | undefined
  try {
    version = /\$wp_version = '([^']+)'/.exec(
      readFileSync(path.join(WP.core, 'wp-includes', 'version.php'), 'utf8'),
    )?.[1]
  } catch {
    version = undefined
  }
  // A core asked for by HOEFSLAG_WP_CORE_DIR that is not there is an error, not a silent run on Debian's.
  if (!version) throw new Error(`no WordPress at ${WP.core} (wp-includes/version.php missing or unreadable)`)
  console.log(`wordpress: WordPress ${version} from ${WP.core}`)
  if (SCF.active) console.log(`wordpress: Secure Custom Fields from ${SCF.dir} is active (the plugin's ACF path)`)
  else console.warn(`wordpress: SKIPPED the ACF-path tests: ${SCF.skipReason}`)
}
