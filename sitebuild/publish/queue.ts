// The build queue behind the build webhook: one build at a time; every request that arrives while a build runs is
// folded into ONE next build (with all their reasons), so no change is lost and no two builds ever overlap.
// A publish goes live in two phases (decision 067): each build is phase 1 (`direct`), and when it leaves pages waiting
// the queue then runs phase 2 (`ripple`) for them, as a build of its own. A request during phase 2 pre-empts it: the
// ripple stops after the pages under way, the request's build runs, and the ripple resumes after it.
import type { EditorWarning } from './editor-warnings.ts'

/** `n`: the build's number; a ripple carries the number of the build whose pages it finishes. */
export type BuildJob = { n: number; reasons: string[]; requests: number; phase: 'direct' | 'ripple' }
/** What the queue hands a run besides its job: the ripple's pre-emption, and where to report its progress. */
export type RunControl = { preempt: AbortSignal; progress: (done: number, total: number) => void }
/** Phase 2 of the latest publish that left pages waiting; undefined when every page is up to date. */
export type RippleStatus = {
  /** `running`: rendering; `waiting`: behind a build (pre-empted or not yet started); `failed`: stopped on an error,
   *  until the next build (the site serves phase 1 meanwhile). */
  state: 'running' | 'waiting' | 'failed'
  /** The build whose phase 2 this is. */
  build: number
  done: number
  total: number
  /** When that build's phase 1 went live. */
  since: string
  error?: string
}
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
/** What a build run may tell besides succeeding: the editors' warnings; pages left for phase 2; a pre-empted ripple. */
export type BuildRunResult = { warnings?: EditorWarning[]; waiting?: number; preempted?: boolean } | void
export type QueueStatus = {
  /** `building`: a build (phase 1) runs; phase 2 alone is `idle` with a `ripple`. */
  state: 'idle' | 'building'
  running: BuildJob | undefined
  /** Requests waiting for the next build (they all go into that one build). */
  pending: { requests: number; reasons: string[] } | undefined
  started: number
  succeeded: number
  failed: number
  last: BuildOutcome | undefined
  ripple: RippleStatus | undefined
  /** The last phase 2 that finished: which build's, when, in how long. */
  lastRipple: { build: number; finishedAt: string; ms: number; pages: number } | undefined
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
  #ripple: RippleStatus | undefined
  #lastRipple: QueueStatus['lastRipple']
  /** Pre-empts the ripple under way. */
  #preempt: AbortController | undefined

  constructor(
    private readonly run: (job: BuildJob, control: RunControl) => Promise<BuildRunResult>,
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
    // An edit does not wait for the ripple of the one before: phase 2 stops after its pages under way.
    if (this.#running.phase === 'ripple' && this.#preempt && !this.#preempt.signal.aborted) {
      this.log(`publish: phase 2 of build #${this.#running.n} pre-empted by a new edit`)
      this.#preempt.abort()
    }
    return { build: this.#started + 1, queued: true }
  }

  status(): QueueStatus {
    // Phase 2 is not "building": the edits it follows are live; it shows as `ripple`.
    const direct = this.#running?.phase === 'direct' ? this.#running : undefined
    return {
      state: direct ? 'building' : 'idle',
      running: direct,
      pending: this.#pending,
      started: this.#started,
      succeeded: this.#succeeded,
      failed: this.#failed,
      last: this.#last,
      ripple: this.#ripple && { ...this.#ripple },
      lastRipple: this.#lastRipple,
    }
  }

  /** How build `n` went, while it is among the last OUTCOMES_KEPT finished; undefined before it finished. */
  outcome(n: number): BuildOutcome | undefined {
    return this.#outcomes.find((o) => o.n === n)
  }

  /** Resolves once no build runs and none waits, phase 2 included. */
  idle(): Promise<void> {
    if (!this.#running) return Promise.resolve()
    return new Promise((resolve) => this.#idle.push(resolve))
  }

  /** After a build or a ripple: the next request's build, else the ripple's rest, else idle. */
  #next(): void {
    this.#running = undefined
    this.#preempt = undefined
    const next = this.#pending
    this.#pending = undefined
    if (next) return this.#start(next)
    if (this.#ripple?.state === 'waiting') return this.#startRipple(this.#ripple)
    for (const resolve of this.#idle.splice(0)) resolve()
  }

  #startRipple(ripple: RippleStatus): void {
    const job: BuildJob = { n: ripple.build, reasons: ["bijwerken van overige pagina's"], requests: 0, phase: 'ripple' }
    this.#running = job
    const preempt = (this.#preempt = new AbortController())
    ripple.state = 'running'
    ripple.done = 0
    const t0 = performance.now()
    this.log(`publish: phase 2 of build #${job.n}: ${ripple.total} page(s) to bring up to date`)
    const control: RunControl = {
      preempt: preempt.signal,
      progress: (done, total) => {
        ripple.done = done
        ripple.total = total
      },
    }
    const finish = (error?: unknown, result?: BuildRunResult) => {
      const ms = performance.now() - t0
      if (error !== undefined) {
        const message = error instanceof Error ? error.message : String(error)
        this.#ripple = { ...ripple, state: 'failed', error: message }
        this.log(`publish: phase 2 of build #${job.n} failed (${message}); phase 1 stays live`)
      } else if (result?.preempted && result.waiting) {
        this.#ripple = { ...ripple, state: 'waiting', done: 0, total: result.waiting }
        this.log(`publish: phase 2 of build #${job.n} paused with ${result.waiting} page(s) to go`)
      } else {
        this.#ripple = undefined
        this.#lastRipple = { build: job.n, finishedAt: new Date().toISOString(), ms, pages: ripple.total }
        this.log(`publish: phase 2 of build #${job.n} live after ${(ms / 1000).toFixed(1)} s`)
      }
      this.#next()
    }
    Promise.resolve()
      .then(() => this.run(job, control))
      .then((result) => finish(undefined, result), finish)
  }

  #start(work: { requests: number; reasons: string[] }): void {
    const job: BuildJob = { n: ++this.#started, reasons: work.reasons, requests: work.requests, phase: 'direct' }
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
      const waiting = result?.waiting ?? 0
      this.log(
        `publish: build #${job.n} ${message === undefined ? 'live' : `failed (${message}); the site stays as it was`} after ${(ms / 1000).toFixed(1)} s${waiting ? `; ${waiting} page(s) follow in phase 2` : ''}`,
      )
      // A build that left pages waiting starts a new ripple (it includes what an earlier one had left); one that left
      // none has brought every page up to date. After a failed one no ripple runs: its snapshot may be half new while
      // its search data are not, and it removed the build state, so the next build renders every page anyway.
      if (message === undefined)
        this.#ripple = waiting
          ? { state: 'waiting', build: job.n, done: 0, total: waiting, since: this.#last.finishedAt }
          : undefined
      else if (this.#ripple)
        this.#ripple = {
          ...this.#ripple,
          state: 'failed',
          error: `build #${job.n} failed; the next build renders every page`,
        }
      this.#next()
    }
    // A build that throws synchronously is a failed build too, never a stuck queue.
    const control: RunControl = { preempt: new AbortController().signal, progress: () => undefined }
    Promise.resolve()
      .then(() => this.run(job, control))
      .then((result) => finish(undefined, result), finish)
  }
}
