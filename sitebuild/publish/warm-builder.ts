// The warm builder: `npm start`'s publish builds run in one long-lived process (warm-child.ts) instead of a fresh
// `npm run build` each, so an editor's change no longer pays for starting Node and loading the build's code, nor for
// reading back what the last build wrote: the fetch cache's answers (pipeline thread) and the search analysis (data
// worker) stay in memory between builds. The output is the same as a fresh build's — every stage reads the snapshot
// and the build state from disk as before; what is kept in memory is only used when the files it came from are still
// the ones on disk. It falls back to a fresh process:
//   - when the code may have changed since the process started (the hash `vike build` is skipped by: every source
//     file, the lock file, the Node version, VITE_*/NODE_ENV — sitebuild/bundle-inputs.ts);
//   - after a failed or stopped build (whatever it held may be half-updated);
// and its environment is the builder's, fixed when `npm start` began (a change of env restarts `npm start`).
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { bundleInputsHash } from '../bundle-inputs.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const CHILD = path.join(ROOT, 'sitebuild', 'publish', 'warm-child.ts')

export type ToWarmChild = { type: 'build'; args: string[]; askedAtEpochMs: number } | { type: 'preempt' }
export type FromWarmChild =
  { type: 'ready' } | { type: 'log'; line: string } | { type: 'done' } | { type: 'failed'; message: string }

export type WarmBuilderOptions = {
  /** The build's environment (CMS_API_URL, SITE_URL, DIST_DIR, SNAPSHOT_DIR, …), complete: process.env is not read. */
  env: NodeJS.ProcessEnv
  /** The code's identity now (default: bundleInputsHash); another value than the process started with → a fresh one. */
  codeStamp?: () => string
}

type Child = {
  proc: ChildProcess
  stamp: string
  builds: number
  onMessage?: (m: FromWarmChild) => void
  log?: (line: string) => void
  gone?: Error
}

export class WarmBuilder {
  #child: Child | undefined
  readonly #env: NodeJS.ProcessEnv
  readonly #stamp: () => string

  constructor(options: WarmBuilderOptions) {
    this.#env = options.env
    this.#stamp = options.codeStamp ?? (() => bundleInputsHash(options.env, options.env.DIST_DIR || 'dist'))
  }

  /** The builds the current process has run (0: the next build starts a fresh one, or has just started it). */
  get warmBuilds(): number {
    return this.#child && !this.#child.gone ? this.#child.builds : 0
  }

  /** Starts the build process ahead of the first build (it reads the last build's caches meanwhile). */
  prepare(log: (line: string) => void = console.log): void {
    if (!this.#child || this.#child.gone) this.#child = this.#start(this.#stamp(), log)
  }

  /** One build, as `npm run build <args>` would make it. `signal` stops it (and the process: the next starts afresh). */
  async build({
    args = [],
    log = console.log,
    signal,
    preempt,
  }: {
    args?: string[]
    log?: (line: string) => void
    signal?: AbortSignal
    /** Asks a publish's phase 2 to stop after the pages under way (it keeps them; the process stays warm). */
    preempt?: AbortSignal
  } = {}): Promise<void> {
    const askedAtEpochMs = performance.timeOrigin + performance.now()
    const stamp = this.#stamp()
    let child = this.#child
    if (child && !child.gone && child.stamp !== stamp) {
      log('warm builder: the code changed since it started: a fresh build process')
      this.#stop(child)
      child = undefined
    }
    if (!child || child.gone) {
      if (child?.gone) log(`warm builder: a fresh build process (${child.gone.message})`)
      child = this.#child = this.#start(stamp, log)
    }
    const c = child
    c.builds++
    try {
      await new Promise<void>((resolve, reject) => {
        if (c.gone) return reject(c.gone)
        const abort = () => {
          this.#stop(c)
          reject(new Error('stopped'))
        }
        if (signal?.aborted) return abort()
        signal?.addEventListener('abort', abort, { once: true })
        const askToStop = () => c.proc.send({ type: 'preempt' } satisfies ToWarmChild)
        preempt?.addEventListener('abort', askToStop, { once: true })
        c.log = log
        c.onMessage = (m) => {
          if (m.type === 'log') return log(m.line)
          if (m.type === 'ready') return
          signal?.removeEventListener('abort', abort)
          preempt?.removeEventListener('abort', askToStop)
          c.onMessage = undefined
          c.log = undefined
          if (m.type === 'done') resolve()
          else reject(new Error(m.message))
        }
        c.proc.send({ type: 'build', args, askedAtEpochMs } satisfies ToWarmChild, (error) => {
          if (error) reject(error)
        })
        // Pre-empted before it was even sent: the message follows the build's, and the build stops at once.
        if (preempt?.aborted) askToStop()
      })
    } catch (error) {
      // Whatever the process held may be half-updated: the next build starts a fresh one.
      this.#stop(c)
      throw error
    }
  }

  /** Ends the build process (npm start stopping). */
  close(): void {
    if (this.#child) this.#stop(this.#child)
    this.#child = undefined
  }

  #start(stamp: string, log: (line: string) => void): Child {
    const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: ROOT,
      env: this.#env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: true,
    })
    // Idle, it keeps nothing alive: the site (or a bench) decides when this process ends; the child ends with it.
    proc.unref()
    proc.channel?.unref()
    for (const stream of [proc.stdout, proc.stderr])
      if (stream && 'unref' in stream && typeof stream.unref === 'function') stream.unref()
    const child: Child = { proc, stamp, builds: 0 }
    // What the process prints itself (a `vike build` it runs, a crash's stack trace) goes to the log of the build under
    // way, else to the log it was started with.
    const print = (line: string) => (child.log ?? log)(line)
    if (proc.stdout) createInterface({ input: proc.stdout }).on('line', print)
    if (proc.stderr) createInterface({ input: proc.stderr }).on('line', print)
    proc.on('message', (m: FromWarmChild) => child.onMessage?.(m))
    const gone = (why: string) => {
      child.gone ??= new Error(why)
      const pending = child.onMessage
      child.onMessage = undefined
      pending?.({ type: 'failed', message: child.gone.message })
    }
    proc.once('error', (error) => gone(`the build process could not run: ${error.message}`))
    proc.once('exit', (code, signal) =>
      gone(`the build process ended (${signal ? `signal ${signal}` : `exit code ${code}`})`),
    )
    return child
  }

  #stop(child: Child): void {
    child.gone ??= new Error('stopped')
    if (this.#child === child) this.#child = undefined
    if (child.proc.pid !== undefined && child.proc.exitCode === null && child.proc.signalCode === null) {
      try {
        // Its own process group: a `vike build` it started goes too.
        process.kill(-child.proc.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
}
