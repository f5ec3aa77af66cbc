// Where the WordPress integration test runs: its own work dir (database, docroot, snapshot, build) and its ports.
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
  plugin: path.join(ROOT, 'wordpress', 'hoefslag-headless'),
  content: path.join(ROOT, 'devcms', 'content'),
  media: path.join(ROOT, 'devcms', 'media'),
  /** Debian's WordPress. */
  core: '/usr/share/wordpress',
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
