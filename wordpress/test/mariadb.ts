// A throwaway MariaDB in the test's work dir: its own data dir and socket, no TCP port.
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { promisify } from 'node:util'
import { dirs } from './config.ts'
import { startProcess, waitFor } from './processes.ts'

const run = promisify(execFile)
const client = () => ['--no-defaults', `--socket=${dirs.socket}`, '--user=root']

/**
 * Starts MariaDB on `dirs.db`: by default a new data dir with an empty `wordpress` database; with `existing`, the data
 * dir already there (a copy of a prepared one, template.ts), as it was left.
 */
export async function startMariaDb({ existing = false }: { existing?: boolean } = {}): Promise<void> {
  if (!existing) {
    mkdirSync(dirs.db, { recursive: true })
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${dirs.db}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        '--user=root',
      ],
      { stdio: 'ignore' },
    )
  }
  startProcess(
    'mariadb',
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${dirs.db}`,
      `--socket=${dirs.socket}`,
      '--skip-networking',
      '--user=root',
      `--pid-file=${dirs.db}/mariadb.pid`,
      '--innodb-buffer-pool-size=64M',
      '--innodb-flush-log-at-trx-commit=0',
      '--skip-log-bin',
      '--character-set-server=utf8mb4',
    ],
    dirs.logs,
  )
  await waitFor(
    'MariaDB',
    async () =>
      existsSync(dirs.socket) &&
      (await sql('SELECT 1').then(
        () => true,
        () => false,
      )),
  )
  if (!existing) await sql('CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci')
}

/** Runs SQL as root on the test's server (database `wordpress` once it exists). */
export async function sql(statement: string, database?: string): Promise<string> {
  const { stdout } = await run('mariadb', [...client(), ...(database ? [database] : []), '-N', '-e', statement])
  return stdout
}

/**
 * Shuts the server down cleanly and waits until it has (`mariadb-admin shutdown` waits for the pid file to go), so its
 * data dir can be copied as it is: nothing left in memory, nothing to recover.
 */
export async function shutdownMariaDb(): Promise<void> {
  await run('mariadb-admin', [...client(), 'shutdown'])
}
