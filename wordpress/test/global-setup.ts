// Vitest global setup of the WordPress suite, before any file runs: says whether the plugin's ACF path is tested (SCF
// found) or skipped (and how to provide SCF), and prepares the installed and the seeded WordPress every file starts
// from (template.ts; made once per set of inputs, kept in .cache/).
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ROOT, SCF, WP } from './config.ts'
import { ensurePackages } from './packages.ts'
import { ensureTemplates } from './template.ts'

/** The WordPress release at WP.core (Debian's, or HOEFSLAG_WP_CORE_DIR's), from its wp-includes/version.php. */
function coreVersion(): string | undefined {
  try {
    return /\$wp_version = '([^']+)'/.exec(readFileSync(path.join(WP.core, 'wp-includes', 'version.php'), 'utf8'))?.[1]
  } catch {
    return undefined
  }
}

export default async function setup(): Promise<void> {
  const version = coreVersion()
  // A core asked for by HOEFSLAG_WP_CORE_DIR that is not there is an error, not a silent run on Debian's.
  if (!version && process.env.HOEFSLAG_WP_CORE_DIR)
    throw new Error(`no WordPress at ${WP.core} (HOEFSLAG_WP_CORE_DIR): wp-includes/version.php is missing`)
  if (version) console.log(`wordpress: WordPress ${version} from ${WP.core}`)
  if (SCF.active) console.log(`wordpress: Secure Custom Fields from ${SCF.dir} is active (the plugin's ACF path)`)
  else console.warn(`wordpress: SKIPPED the ACF-path tests: ${SCF.skipReason}`)
  // Without the packages every file skips (or fails in CI) on its own, saying why.
  if (ensurePackages() !== null) return
  // What files of this run share (build.ts: the seeded WordPress' build), made afresh each run.
  const run = path.join(ROOT, '.cache', 'wordpress-test-run')
  rmSync(run, { recursive: true, force: true })
  mkdirSync(run, { recursive: true })
  process.env.HOEFSLAG_WP_RUN_DIR = run
  // Every file of this run (each in a process started after this) starts from these states (template.ts).
  process.env.HOEFSLAG_WP_TEMPLATES = await ensureTemplates((line) => console.log(`wordpress: ${line}`))
}
