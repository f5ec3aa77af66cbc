// One publish build: `npm run build` (scripts/build.ts → buildSite) in a child process, with the builder's own folders
// passed explicitly. The site keeps serving from this process meanwhile, and the functions here may point their
// DIST_DIR and SNAPSHOT_DIR at the published generation without the builder ever seeing them.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'

const ROOT = path.resolve(import.meta.dirname, '../..')

export type BuildChildOptions = {
  /** The build's environment (CMS_API_URL, SITE_URL, DIST_DIR, SNAPSHOT_DIR, …), complete: process.env is not read. */
  env: NodeJS.ProcessEnv
  /** Extra arguments for scripts/build.ts (e.g. `--full`). */
  args?: string[]
  log?: (line: string) => void
  /** Aborting stops the build and every process it started (its own process group). */
  signal?: AbortSignal
  /** Asks a publish's phase 2 to stop after the pages under way (SIGUSR2 to the build: scripts/build.ts). */
  preempt?: AbortSignal
}

export function runBuildChild({
  env,
  args = [],
  log = console.log,
  signal,
  preempt,
}: BuildChildOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'build.ts'), ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    const stop = () => {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // already gone
        }
      }
    }
    signal?.addEventListener('abort', stop, { once: true })
    // SIGUSR2 ends a Node process that has no handler for it yet: it is sent once the build has printed its first line
    // (scripts/build.ts listens from its start), or then if it was asked for before.
    let running = false
    let asked = false
    const askToStop = () => {
      asked = true
      if (running && child.exitCode === null) child.kill('SIGUSR2')
    }
    const started = () => {
      if (running) return
      running = true
      if (asked) askToStop()
    }
    if (preempt?.aborted) asked = true
    preempt?.addEventListener('abort', askToStop, { once: true })
    createInterface({ input: child.stdout }).on('line', (line) => {
      started()
      log(line)
    })
    createInterface({ input: child.stderr }).on('line', log)
    child.once('error', reject)
    child.once('exit', (code, killedBy) => {
      signal?.removeEventListener('abort', stop)
      preempt?.removeEventListener('abort', askToStop)
      if (code === 0) resolve()
      else reject(new Error(`the build failed (${killedBy ? `signal ${killedBy}` : `exit code ${code}`})`))
    })
  })
}
