// Where the WordPress integration test runs: its own work dir (database, docroot, snapshot, build) and its ports.
import { existsSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

const port = Number(process.env.WP_TEST_PORT ?? 8089)

export const WP = {
  /** Everything the test makes lives here and is removed at the start of the next run. */
  work: path.resolve(ROOT, process.env.WP_TEST_WORK_DIR ?? '.wordpress-test'),
  /** The WordPress origin (loopback only). */
  port,
  origin: `http://127.0.0.1:${port}`,
  api: `http://127.0.0.1:${port}/wp-json`,
  /** The site's own origin in the built HTML (never served by the test). */
  siteUrl: 'http://localhost:8902',
  admin: { user: 'redactie', password: 'hoefslag-test-wachtwoord', email: 'redactie@hoefslag.test' },
  jwtSecret: 'hoefslag-integration-test-secret',
  hookSecret: 'hoefslag-integration-test-hook',
  /** The companion plugin (HOEFSLAG_PLUGIN_DIR: another copy, e.g. an earlier commit's, to see a test fail on it). */
  plugin: path.resolve(process.env.HOEFSLAG_PLUGIN_DIR ?? path.join(ROOT, 'wordpress', 'hoefslag-headless')),
  content: path.join(ROOT, 'devcms', 'content'),
  media: path.join(ROOT, 'devcms', 'media'),
  /**
   * WordPress core: Debian's (6.1) by default; HOEFSLAG_WP_CORE_DIR runs the suite on another release, e.g. the 6.5
   * that `npm run wordpress:newer` unpacks into .cache/wordpress-newer/wordpress (`npm run test:wordpress:newer`).
   */
  core: path.resolve(process.env.HOEFSLAG_WP_CORE_DIR ?? '/usr/share/wordpress'),
}

export const dirs = {
  db: path.join(WP.work, 'mariadb'),
  socket: path.join(WP.work, 'mysql.sock'),
  docroot: path.join(WP.work, 'www'),
  logs: path.join(WP.work, 'logs'),
  snapshot: path.join(WP.work, 'snapshot'),
  report: path.join(WP.work, 'build-report.json'),
  dist: path.join(WP.work, 'dist'),
}

const scfDir = path.resolve(process.env.HOEFSLAG_SCF_DIR ?? '/usr/local/share/wordpress-plugins/secure-custom-fields')

/**
 * Secure Custom Fields (the free ACF): when a built copy is at HOEFSLAG_SCF_DIR (default: the machine's shared copy),
 * the test's WordPress runs with it active, so the plugin's ACF path is what the tests exercise. It is GPL code from a
 * public repository and is never committed here; without it the suite runs on the plugin's own JSON store and the
 * tests that need ACF are skipped with `SCF.skipReason`.
 */
export const SCF = {
  dir: scfDir,
  active: existsSync(path.join(scfDir, 'secure-custom-fields.php')),
  /** The plugin's basename in WordPress (what activate_plugin and /wp/v2/plugins know it by). */
  plugin: 'secure-custom-fields/secure-custom-fields',
  skipReason: `needs Secure Custom Fields: no secure-custom-fields.php in ${scfDir} (set HOEFSLAG_SCF_DIR to a built copy of SCF)`,
}

/** Whether the test's WordPress runs with SCF active (the ACF path), for `describe.skipIf(!scfActive)`. */
export const scfActive = SCF.active
