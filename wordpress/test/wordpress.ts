// A real WordPress for a test file, of its own: MariaDB on a copy of a prepared data dir (template.ts: installed, and
// seeded through REST once per set of inputs), the docroot with the uploads, and PHP's server. `stop()` ends every
// process it started.
import { mkdirSync, rmSync } from 'node:fs'
import { dirs, WP } from './config.ts'
import { makeDocroot, startPhpServer, type DocrootOptions } from './docroot.ts'
import { startMariaDb } from './mariadb.ts'
import { stopAll } from './processes.ts'
import { Rest } from './rest.ts'
import type { SeedResult } from './seed/index.ts'
import { restoreState, runTemplates, type State } from './template.ts'

export type RunningWordPress = {
  rest: Rest
  applicationPassword: string
  /** What the seeding made that the content set does not say (ids WordPress gave). */
  seeded: SeedResult
  stop: () => Promise<void>
}

async function start(state: State, options: DocrootOptions, log: (line: string) => void): Promise<RunningWordPress> {
  const templates = await runTemplates(log)
  rmSync(WP.work, { recursive: true, force: true })
  mkdirSync(dirs.logs, { recursive: true })
  try {
    const started = Date.now()
    makeDocroot(options)
    const prepared = restoreState(templates, state)
    await startMariaDb({ existing: true })
    await startPhpServer()
    log(`WordPress (${state}) up at ${WP.origin} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    return { rest: new Rest(prepared.applicationPassword), ...prepared, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/** WordPress with the plugin and the content set seeded (as a migration would write it through REST). */
export function startWordPress(log: (line: string) => void = () => {}): Promise<RunningWordPress> {
  return start('seeded', {}, log)
}

/** WordPress with the plugin and nothing seeded (the editor's-loop tests): answers the admin's REST client. */
export async function startBareWordPress(options: DocrootOptions = {}): Promise<Rest> {
  return (await start('bare', options, () => {})).rest
}
