// A real WordPress for the test, from nothing: MariaDB, the docroot, the install (with the companion plugin), PHP's
// server, and the seeded content. `stop()` ends every process it started.
import { mkdirSync, rmSync } from 'node:fs'
import { dirs, WP } from './config.ts'
import { installWordPress, makeDocroot, startPhpServer, type DocrootOptions } from './docroot.ts'
import { startMariaDb } from './mariadb.ts'
import { stopAll } from './processes.ts'
import { Rest } from './rest.ts'
import { seed } from './seed/index.ts'

export type RunningWordPress = { rest: Rest; applicationPassword: string; stop: () => Promise<void> }

export async function startWordPress(log: (line: string) => void = () => {}): Promise<RunningWordPress> {
  rmSync(WP.work, { recursive: true, force: true })
  mkdirSync(dirs.logs, { recursive: true })
  try {
    const started = Date.now()
    await startMariaDb()
    makeDocroot()
    const applicationPassword = installWordPress()
    await startPhpServer()
    log(`WordPress up at ${WP.origin} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    const rest = new Rest(applicationPassword)
    await seed(rest, log)
    return { rest, applicationPassword, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/** WordPress with the plugin and nothing seeded (the editor's-loop tests): answers the admin's REST client. */
export async function startBareWordPress(options: DocrootOptions = {}): Promise<Rest> {
  rmSync(WP.work, { recursive: true, force: true })
  mkdirSync(dirs.logs, { recursive: true })
  try {
    await startMariaDb()
    makeDocroot(options)
    const rest = new Rest(installWordPress())
    await startPhpServer()
    return rest
  } catch (error) {
    await stopAll()
    throw error
  }
}
