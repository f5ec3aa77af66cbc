// The test's WordPress: a docroot of symlinks into Debian's copy, with its own wp-config.php, wp-content (uploads,
// the companion plugin) and PHP's built-in server in front of it.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { dirs, SCF, WP } from './config.ts'
import { startProcess, waitFor } from './processes.ts'

const php = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** How the test's WordPress is set up beyond the defaults. */
export type DocrootOptions = {
  /**
   * Leave HOEFSLAG_BUILD_HOOK_SECRET out of wp-config.php, so the secret is the option the settings screen keeps
   * (the settings-screen test); by default it is fixed in wp-config like a production install would.
   */
  hookSecretAsOption?: boolean
}

/**
 * A must-use plugin of the test only: the classic editor (WordPress' own switch, `use_block_editor_for_post`) for posts
 * whose slug starts with `klassiek`, so a test can see the classic editor's "Post published. View post" notice.
 */
const CLASSIC_EDITOR_MU_PLUGIN = `<?php
// Test only (wordpress/test/docroot.ts): the classic editor for posts whose slug starts with "klassiek".
add_filter(
	'use_block_editor_for_post',
	static fn( $use, $post ) => str_starts_with( (string) $post->post_name, 'klassiek' ) ? false : $use,
	10,
	2
);
`

function wpConfig(options: DocrootOptions): string {
  const constants: Record<string, string> = {
    DB_NAME: php('wordpress'),
    DB_USER: php('root'),
    DB_PASSWORD: php(''),
    DB_HOST: php(`localhost:${dirs.socket}`),
    DB_CHARSET: php('utf8mb4'),
    DB_COLLATE: php(''),
    WP_ENVIRONMENT_TYPE: php('local'),
    // Seeding keeps the content set's ids (seed/ids.ts): no revision may take an id in between.
    WP_POST_REVISIONS: 'false',
    WP_DEBUG: 'true',
    WP_DEBUG_DISPLAY: 'false',
    WP_DEBUG_LOG: php(path.join(dirs.logs, 'php-debug.log')),
    DISABLE_WP_CRON: 'true',
    AUTOMATIC_UPDATER_DISABLED: 'true',
    // No request leaves this machine: core's and the plugins' update checks (api.wordpress.org) are refused at once;
    // loopback (the build hook's and the site's stand-ins on 127.0.0.1 and localhost) stays allowed.
    WP_HTTP_BLOCK_EXTERNAL: 'true',
    HOEFSLAG_JWT_SECRET: php(WP.jwtSecret),
    HOEFSLAG_SITE_URL: php(WP.siteUrl),
  }
  if (!options.hookSecretAsOption) constants.HOEFSLAG_BUILD_HOOK_SECRET = php(WP.hookSecret)
  for (const key of [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ]) {
    constants[key] = php(`hoefslag-test-${key}`)
  }
  const lines = Object.entries(constants).map(([k, v]) => `define( '${k}', ${v} );`)
  return [
    '<?php',
    ...lines,
    "$table_prefix = 'wp_';",
    "if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }",
    "require_once ABSPATH . 'wp-settings.php';",
    '',
  ].join('\n')
}

export function makeDocroot(options: DocrootOptions = {}): void {
  const content = path.join(dirs.docroot, 'wp-content')
  mkdirSync(path.join(content, 'plugins'), { recursive: true })
  mkdirSync(path.join(content, 'mu-plugins'), { recursive: true })
  writeFileSync(path.join(content, 'mu-plugins', 'hoefslag-test-classic-editor.php'), CLASSIC_EDITOR_MU_PLUGIN)
  mkdirSync(path.join(content, 'uploads'), { recursive: true })
  for (const name of readdirSync(WP.core)) {
    if (!['wp-config.php', 'wp-content', '.htaccess'].includes(name))
      symlinkSync(path.join(WP.core, name), path.join(dirs.docroot, name))
  }
  // No theme, on every core: Debian's package ships none, and the site renders itself (headless). The newer core's
  // release ships Twenty Twenty-Four, a block theme that WordPress would load on every request, REST ones too: it made
  // each seeding request on 6.5 several times slower than on 6.1 and tested nothing of ours.
  mkdirSync(path.join(content, 'themes'), { recursive: true })
  symlinkSync(path.join(WP.core, 'wp-content', 'languages'), path.join(content, 'languages'))
  symlinkSync(WP.plugin, path.join(content, 'plugins', 'hoefslag-headless'))
  if (SCF.active) symlinkSync(SCF.dir, path.join(content, 'plugins', 'secure-custom-fields'))
  writeFileSync(path.join(dirs.docroot, 'wp-config.php'), wpConfig(options))
}

/**
 * Installs WordPress (no network): site, admin, permalinks, SCF when it is there (config.ts), the plugin; answers the
 * admin's Application Password.
 */
export function installWordPress(): string {
  const out = execFileSync(
    'php',
    [
      path.join(import.meta.dirname, 'php', 'install.php'),
      dirs.docroot,
      WP.origin,
      WP.admin.password,
      ...(SCF.active ? [`${SCF.plugin}.php`] : []),
    ],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const last = out.trim().split('\n').at(-1) ?? ''
  const parsed = JSON.parse(last) as { applicationPassword?: string }
  if (!parsed.applicationPassword) throw new Error(`WordPress install gave no Application Password: ${out}`)
  return parsed.applicationPassword
}

/** What WordPress' admin would show, asked through PHP's CLI (php/probe.php). */
export function probe(what: 'preview', id: number): Record<string, string> {
  const out = execFileSync(
    'php',
    [path.join(import.meta.dirname, 'php', 'probe.php'), dirs.docroot, WP.origin, what, String(id)],
    { encoding: 'utf8' },
  )
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, string>
}

/**
 * Lets a scheduled post's time pass at once (php/due-now.php): its date and its publish event, which must be the one
 * WordPress scheduled, move to two seconds ago. Answers the event's time before and after (Unix seconds).
 */
export function makeDue(id: number): { was: number; now: number } {
  const out = execFileSync(
    'php',
    [path.join(import.meta.dirname, 'php', 'due-now.php'), dirs.docroot, WP.origin, String(id)],
    { encoding: 'utf8' },
  )
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { was: number; now: number }
}

/** Whether something already answers on the test's port (PHP's server would fail to listen, and the test would talk to it). */
const portTaken = (): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(WP.port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

export async function startPhpServer(): Promise<void> {
  if (await portTaken())
    throw new Error(
      `port ${String(WP.port)} is taken (another WordPress test run still going?): stop it, or set WP_TEST_PORT`,
    )
  const router = path.join(import.meta.dirname, 'php', 'router.php')
  // PHP's CLI server has no opcode cache unless asked: with it, each request is several times faster.
  startProcess(
    'php-server',
    'php',
    [
      '-d',
      'opcache.enable_cli=1',
      '-d',
      'opcache.validate_timestamps=0',
      '-d',
      'memory_limit=256M',
      '-S',
      `127.0.0.1:${WP.port}`,
      '-t',
      dirs.docroot,
      router,
    ],
    dirs.logs,
    {
      ...process.env,
      PHP_CLI_SERVER_WORKERS: '4',
    },
  )
  await waitFor('PHP server', () =>
    fetch(`${WP.api}/`).then(
      (r) => r.ok,
      () => false,
    ),
  )
}

/** PHP warnings, errors and notices from WordPress and the plugin (deprecations in Debian's WordPress core are not ours). */
export function phpProblems(): string[] {
  try {
    const log = execFileSync('cat', [path.join(dirs.logs, 'php-debug.log')], { encoding: 'utf8' })
    return log.split('\n').filter((line) => /PHP (Warning|Fatal|Parse|Notice)/.test(line))
  } catch {
    return []
  }
}
