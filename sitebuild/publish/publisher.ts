// Publishing for `npm start`: the build webhook's queue runs one build at a time in the builder's own folders
// (DIST_DIR, SNAPSHOT_DIR — the incremental build needs its previous output there), publishes the finished build as a
// new immutable generation (generations.ts) and switches the server and the in-process functions to it in one step:
// the server's swap opens the generation as a new site handle (lib/site-handle.ts, decision 064) and serves its files
// and its data together from the next request on. Nothing in the process environment or in a module changes.
// A failed build publishes nothing: the site stays as it was.
import path from 'node:path'
import { siteDirs, type SiteDirs } from '#lib/site-handle.ts'
import {
  publishGeneration,
  removeGenerations,
  stageGeneration,
  type Generation,
  type PublishStats,
  type Staged,
} from './generations.ts'
import { readPhaseOutcome } from '../build-report-render.ts'
import { readEditorWarnings } from './editor-warnings.ts'
import { BuildQueue, type BuildJob, type BuildRunResult, type QueueStatus, type RunControl } from './queue.ts'

export type PublisherOptions = {
  /** The builder's output folder (its DIST_DIR). */
  distDir: string
  /** The builder's snapshot folder (its SNAPSHOT_DIR); published with the build for the functions. */
  snapshotDir: string
  /** Where the generations go; default `<distDir>-live` (inside the project: the server bundle needs node_modules). */
  liveRoot?: string
  /**
   * Runs one build in distDir/snapshotDir (build-child.ts or the warm builder in `npm start`) of the job's phase
   * (`--phase=direct|ripple`); `signal` aborts it (stop()); `control.preempt` asks a ripple to stop early, keeping its
   * pages, and `control.progress` takes its pages done.
   */
  build: (job: BuildJob, signal: AbortSignal, control: RunControl) => Promise<void>
  /** The build's local report (its BUILD_REPORT): the editors' warnings go with the build's outcome (decision 059), and
   *  its render section says what waits for phase 2 (without it, every build counts as complete). */
  reportFile?: string
  /** Called by stop(): ends what the builds keep running between them (the warm builder's process). */
  onStop?: () => void
  log?: (line: string) => void
}

export type LiveInfo = {
  generation: number
  dir: string
  publishedAt: string
  publish: PublishStats
  /** The build it came from and its phase: `direct` (phase 1), `ripple` (phase 2), `all` (the start-up build). */
  build?: { n: number; phase: BuildJob['phase'] }
}
export type PublisherStatus = QueueStatus & { live: LiveInfo | undefined }

/** A generation's files as a site handle opens them: the build, the snapshot published beside it, its search data. */
export const generationSite = (dir: string): SiteDirs =>
  siteDirs({ distDir: dir, snapshotDir: path.join(dir, 'snapshot'), searchDataDir: path.join(dir, 'functions-data') })

export class Publisher {
  readonly queue: BuildQueue
  readonly liveRoot: string
  #current: Generation | undefined
  #live: LiveInfo | undefined
  #swap: ((site: SiteDirs) => void | Promise<void>) | undefined
  readonly #stopping = new AbortController()
  /** The next generation's mirror of the current one, made while nothing waits for it. */
  #staging: Promise<Staged | undefined> = Promise.resolve(undefined)
  readonly #log: (line: string) => void

  constructor(private readonly options: PublisherOptions) {
    this.#log = options.log ?? console.log
    this.liveRoot = path.resolve(options.liveRoot ?? `${options.distDir.replace(/[/\\]+$/, '')}-live`)
    this.queue = new BuildQueue((job, control) => this.#run(job, control), this.#log)
  }

  /**
   * Publishes what the builder's folders hold now as generation 1 (old generations of an earlier run are removed);
   * its files, for the server to start on.
   */
  async init(): Promise<SiteDirs> {
    await removeGenerations(this.liveRoot, [])
    return generationSite((await this.#publish(1)).dir)
  }

  /** The server to switch (its `swap`: a new site handle over the generation's files), once it listens. */
  attach(swap: (site: SiteDirs) => void | Promise<void>): void {
    this.#swap = swap
  }

  /** Stops a build under way (Ctrl-C on `npm start`); nothing more is published. */
  stop(): void {
    this.#stopping.abort()
    this.options.onStop?.()
  }

  /** Resolves once the background work after the last publish (old generations removed, the next one staged) is done. */
  async settled(): Promise<void> {
    await this.#staging
  }

  status(): PublisherStatus {
    return { ...this.queue.status(), live: this.#live }
  }

  async #publish(n: number, job?: BuildJob): Promise<Generation> {
    const sources = [
      { dir: path.resolve(this.options.distDir), as: '' },
      { dir: path.resolve(this.options.snapshotDir), as: 'snapshot' },
    ]
    const staged = await this.#staging
    const { generation, stats } = await publishGeneration(this.liveRoot, n, sources, this.#current, staged).catch(
      async (error: unknown) => {
        // A mirror that does not fit (a file became a folder, …): publish without it.
        if (!staged) throw error
        this.#log(`publish: staged mirror not used (${error instanceof Error ? error.message : String(error)})`)
        return publishGeneration(this.liveRoot, n, sources, this.#current)
      },
    )
    const previous = this.#current
    this.#current = generation
    this.#live = {
      generation: n,
      dir: generation.dir,
      publishedAt: new Date().toISOString(),
      publish: stats,
      ...(job ? { build: { n: job.n, phase: job.phase } } : {}),
    }
    await this.#swap?.(generationSite(generation.dir))
    this.#log(
      `publish: generation ${n} live (${stats.files} files: ${stats.copied} new or changed, ${stats.linked} kept; ${Math.round(stats.ms)} ms)`,
    )
    // The previous generation stays for requests still reading it; older ones go. Then the next mirror is made. Both in
    // the background: the next build need not wait for them (the next publish does).
    const keep = [n, ...(previous ? [previous.n] : [])]
    this.#staging = removeGenerations(this.liveRoot, keep)
      .then(() => stageGeneration(this.liveRoot, n + 1, generation))
      .catch((error: unknown) => {
        this.#log(
          `publish: could not stage generation ${n + 1} (${error instanceof Error ? error.message : String(error)}); it will be made in full`,
        )
        return undefined
      })
    return generation
  }

  async #run(job: BuildJob, control: RunControl): Promise<BuildRunResult> {
    await this.options.build(job, this.#stopping.signal, control)
    if (this.#stopping.signal.aborted) throw new Error('stopped')
    const report = this.options.reportFile
    const phase = report ? await readPhaseOutcome(report) : undefined
    // A pre-empted ripple publishes nothing: its pages go live with the next build, which is already waiting.
    if (phase?.preempted) return { preempted: true, waiting: phase.waiting }
    await this.#publish((this.#current?.n ?? 0) + 1, job)
    const waiting = phase?.waiting ?? 0
    if (!report || job.phase === 'ripple') return { waiting }
    return { warnings: await readEditorWarnings(report), waiting }
  }
}
