/* global process, console */
// `npm run wordpress:newer` (and `npm test`, before the WordPress tests on a newer core): a newer WordPress than
// Debian's 6.1 for the REST-level WordPress tests, outside the project's dependency tree. WordPress Playground
// publishes whole WordPress releases on the npm registry (@wp-playground/wordpress-builds: 6.2–6.5, each as a zip of
// the release with some static files of wp-admin left out, which REST never serves); this unpacks 6.5 into
// .cache/wordpress-newer/wordpress/. The tests then run that core with Debian's PHP and MariaDB, exactly as they run
// Debian's (HOEFSLAG_WP_CORE_DIR, wordpress/test/config.ts). Does nothing when it is there already.
// When it cannot be installed: exit 1 under CI (the newer core's tests must run there), else a clear notice and exit 0
// (the newer-core run then says it is skipped).
// `npm run test:wordpress:newer` (`--test`): installs it if needed, then runs REST_LEVEL_TESTS on it. Only those: the
// release leaves out wp-includes/js (Playground serves those from wordpress.org), so wp-admin's editors cannot load.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { npmInstallInto } from './cache-install.mjs'

export const BUILDS = { package: '@wp-playground/wordpress-builds', version: '0.9.19', wordpress: '6.5' }
const root = path.resolve(import.meta.dirname, '..')
const dir = path.join(root, '.cache', 'wordpress-newer')
export const CORE_DIR = path.join(dir, 'wordpress')
const zip = path.join(
  dir,
  'node_modules',
  ...BUILDS.package.split('/'),
  'src',
  'wordpress',
  `wp-${BUILDS.wordpress}.zip`,
)
const stamp = path.join(CORE_DIR, '.hoefslag-wordpress-builds')
const wanted = `${BUILDS.package}@${BUILDS.version} wp-${BUILDS.wordpress}`

/** The release's version from its wp-includes/version.php (e.g. 6.5.5), or null. */
export function coreVersion(core = CORE_DIR) {
  try {
    return (
      /\$wp_version = '([^']+)'/.exec(readFileSync(path.join(core, 'wp-includes', 'version.php'), 'utf8'))?.[1] ?? null
    )
  } catch {
    return null
  }
}

/**
 * The WordPress suite's files that talk to WordPress over REST and PHP only (no wp-admin screen): the site built from
 * it with the contract's fields in ACF, the editors' tokens, and the plugin against the local CMS field for field.
 * (revisions.test.ts restores a revision on wp-admin's revisions screen, which needs the scripts these builds lack.)
 */
export const REST_LEVEL_TESTS = ['wordpress.test.ts', 'jwt.test.ts', 'contract-agreement.test.ts', 'agreement.test.ts']

const installed = () => existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === wanted && coreVersion() !== null

const main = () => {
  try {
    if (installed()) return
    console.log(`wordpress-newer: installing WordPress ${BUILDS.wordpress} (${BUILDS.package}@${BUILDS.version})`)
    npmInstallInto(dir, 'hoefslag-wordpress-newer', [`${BUILDS.package}@${BUILDS.version}`], { ignoreScripts: true })
    if (!existsSync(zip)) throw new Error(`the package has no ${path.relative(dir, zip)}`)
    rmSync(CORE_DIR, { recursive: true, force: true })
    // Python's zipfile (python3 is on every machine of this kind); no unzip binary or zip library needed.
    execFileSync('python3', ['-m', 'zipfile', '-e', zip, CORE_DIR], { stdio: 'inherit' })
    const version = coreVersion()
    if (!version) throw new Error('the zip unpacked without wp-includes/version.php')
    writeFileSync(stamp, `${wanted}\n`)
    // The package's own copy is 160 MB; the unpacked core is all the tests need.
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true })
    console.log(`wordpress-newer: WordPress ${version} ready in ${path.relative(root, CORE_DIR)}/`)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (process.env.CI) {
      console.error(`wordpress-newer: could not install WordPress ${BUILDS.wordpress}: ${reason}`)
      process.exit(1)
    }
    console.warn(
      `wordpress-newer: could not install WordPress ${BUILDS.wordpress} (${reason}); the WordPress tests on the newer core will be skipped. Run "npm run wordpress:newer" to try again.`,
    )
  }
}

const test = () => {
  if (!installed()) {
    console.warn(
      `wordpress-newer: SKIPPED the WordPress ${BUILDS.wordpress} run: the core is not installed (see above)`,
    )
    return
  }
  const files = REST_LEVEL_TESTS.map((name) => path.join('wordpress', 'test', name))
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'wordpress/test/vitest.config.ts', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HOEFSLAG_WP_CORE_DIR: CORE_DIR },
  })
  process.exit(run.status ?? 1)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main()
  if (process.argv.includes('--test')) test()
}
