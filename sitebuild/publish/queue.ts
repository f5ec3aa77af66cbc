// The build queue behind the build webhook: one build at a time; every request that arrives while a build runs is
// folded into ONE next build (with all their reasons), so no change is lost and no two builds ever overlap.
import type { EditorWarning } from './editor-warnings.ts'

export type BuildJob = { n: number; reasons: string[]; requests: number }
export type BuildOutcome = {
  n: number
  ok: boolean
  ms: number
  reasons: string[]
  requests: number
  error?: string
  finishedAt: string
  /** What the build tells the editors (editor-warnings.ts): lost content, links to items that are not public. */
  warnings?: EditorWarning[]
}
/** What a build run may tell besides succeeding. */
export type BuildRunResult = { warnings?: EditorWarning[] } | void
export type QueueStatus = {
  state: 'idle' | 'building'
  running: BuildJob | undefined
  /** Requests waiting for the next build (they all go into that one build). */
  pending: { requests: number; reasons: string[] } | undefined
  started: number
  succeeded: number
  failed: number
  last: BuildOutcome | undefined
}
/** How many finished builds' outcomes the queue keeps (as many as the build hook keeps requests). */
export const OUTCOMES_KEPT = 50
/** What a webhook call was told: the build that will include its change, and whether that one had to wait. */
export type Ticket = { build: number; queued: boolean }

export class BuildQueue {
  #running: BuildJob | undefined
  #pending: { requests: number; reasons: string[] } | undefined
  #started = 0
  #succeeded = 0
  #failed = 0
  #last: BuildOutcome | undefined
  /** The latest builds' outcomes, oldest first (the build hook tells each request how its build went). */
  #outcomes: BuildOutcome[] = []
  #idle: (() => void)[] = []

  constructor(
    private readonly run: (job: BuildJob) => Promise<BuildRunResult>,
    private readonly log: (line: string) => void = console.log,
  ) {}

  request(reasons: string[]): Ticket {
    if (!this.#running) {
      this.#start({ requests: 1, reasons })
      return { build: this.#started, queued: false }
    }
    const pending = (this.#pending ??= { requests: 0, reasons: [] })
    pending.requests++
    for (const reason of reasons) if (!pending.reasons.includes(reason)) pending.reasons.push(reason)
    return { build: this.#started + 1, queued: true }
  }

  status(): QueueStatus {
    return {
      state: this.#running ? 'building' : 'idle',
      running: this.#running,
      pending: this.#pending,
      started: this.#started,
      succeeded: this.#succeeded,
      failed: this.#failed,
      last: this.#last,
    }
  }

  /** How build `n` went, while it is among the last OUTCOMES_KEPT finished; undefined before it finished. */
  outcome(n: number): BuildOutcome | undefined {
    return this.#outcomes.find((o) => o.n === n)
  }

  /** Resolves once no build runs and none waits. */
  idle(): Promise<void> {
    if (!this.#running) return Promise.resolve()
    return new Promise((resolve) => this.#idle.push(resolve))
  }

  #start(work: { requests: number; reasons: string[] }): void {
    const job: BuildJob = { n: ++this.#started, reasons: work.reasons, requests: work.requests }
    this.#running = job
    const t0 = performance.now()
    this.log(`publish: build #${job.n} for ${job.requests} change(s): ${job.reasons.join('; ') || 'webhook'}`)
    const finish = (error?: unknown, result?: BuildRunResult) => {
      const ms = performance.now() - t0
      const message = error === undefined ? undefined : error instanceof Error ? error.message : String(error)
      this.#last = {
        n: job.n,
        ok: message === undefined,
        ms,
        reasons: job.reasons,
        requests: job.requests,
        finishedAt: new Date().toISOString(),
        ...(message === undefined ? {} : { error: message }),
        ...(result?.warnings?.length ? { warnings: result.warnings } : {}),
      }
      this.#outcomes.push(this.#last)
      if (this.#outcomes.length > OUTCOMES_KEPT) this.#outcomes.shift()
      if (message === undefined) this.#succeeded++
      else this.#failed++
      this.log(
        `publish: build #${job.n} ${message === undefined ? 'live' : `failed (${message}); the site stays as it was`} after ${(ms / 1000).toFixed(1)} s`,
      )
      this.#running = undefined
      const next = this.#pending
      this.#pending = undefined
      if (next) return this.#start(next)
      for (const resolve of this.#idle.splice(0)) resolve()
    }
    // A build that throws synchronously is a failed build too, never a stuck queue.
    Promise.resolve()
      .then(() => this.run(job))
      .then((result) => finish(undefined, result), finish)
  }
}
