// The build's pipeline run in a worker thread of its own (docs/decisions/018): everything the pipeline held — the CMS's
// answers, every normalized entity — goes with the thread when it ends, instead of staying in this process's heap
// through `vike build`, the prerender and the search data (V8 gives a heap back to the system only slowly).
// The warm builder (sitebuild/publish/warm-builder.ts) keeps one thread for all its builds instead (`keptPipelineThread`): the
// fetch cache's answers stay in that thread's memory from one publish to the next.
import { Worker } from 'node:worker_threads'
import type { PipelineEnv } from '#pipeline/env.ts'
import { PipelineFatalError } from '#pipeline/fetch/fetch-all.ts'
import { BuildReport, type ReportEntry } from '#pipeline/report.ts'
import type { RunResult } from '#pipeline/run.ts'

export type PipelineThreadMessage =
  | {
      type: 'done'
      entries: ReportEntry[]
      stats: RunResult['stats']
      phases: RunResult['phases']
      normalized: RunResult['normalized']
    }
  | { type: 'error'; name: string; message: string; stack?: string; fatal: boolean }
export type PipelineThreadData = { env: PipelineEnv } | { keep: true }
export type ToPipelineThread = { type: 'run'; env: PipelineEnv } | { type: 'prime'; cacheDir: string }

const ENTRY = new URL('./pipeline-thread-entry.mjs', import.meta.url)

export type ThreadRunResult = Pick<RunResult, 'stats' | 'phases' | 'normalized'> & { report: BuildReport }

function settle(answer: PipelineThreadMessage): ThreadRunResult {
  if (answer.type === 'done') {
    const report = new BuildReport()
    for (const entry of answer.entries) report.add(entry)
    return { report, stats: answer.stats, phases: answer.phases, normalized: answer.normalized }
  }
  // A PipelineFatalError stays one: callers print its message without a stack trace.
  const error = answer.fatal ? new PipelineFatalError(answer.message) : new Error(answer.message)
  error.name = answer.name
  if (answer.stack) error.stack = answer.stack
  throw error
}

/** runPipeline(env) in a worker thread: its report, stats and phases; rejects with the pipeline's own error message. */
export function runPipelineInThread(env: PipelineEnv): Promise<ThreadRunResult> {
  return new Promise((resolve, reject) => {
    let answer: PipelineThreadMessage | undefined
    let failure: Error | undefined
    const worker = new Worker(ENTRY, { workerData: { env } satisfies PipelineThreadData })
    worker.once('message', (m: PipelineThreadMessage) => {
      answer = m
      // Everything is written by now; an idle keep-alive socket of the CMS client must not keep the thread alive.
      void worker.terminate()
    })
    worker.once('error', (error) => {
      failure = error
    })
    // Settled once the thread has ended, so its heap is gone before the build goes on.
    worker.once('exit', (code) => {
      if (answer) {
        try {
          resolve(settle(answer))
        } catch (error) {
          reject(error as Error)
        }
      } else reject(failure ?? new Error(`the pipeline thread stopped with exit code ${code} before it finished`))
    })
  })
}

export type KeptPipelineThread = {
  run: (env: PipelineEnv) => Promise<ThreadRunResult>
  /** Reads the fetch cache in `cacheDir` into the thread's memory now, before the first run asks for it. */
  prime: (cacheDir: string) => void
  close: () => Promise<void>
}

/** One pipeline thread for many runs, one at a time (the warm builder's). A thread that dies fails the run it was
 *  running and every later one (the warm builder then starts afresh). */
export function keptPipelineThread(): KeptPipelineThread {
  const worker = new Worker(ENTRY, { workerData: { keep: true } satisfies PipelineThreadData })
  let waiting: { resolve: (r: ThreadRunResult) => void; reject: (e: Error) => void } | undefined
  let dead: Error | undefined
  worker.unref()
  worker.on('message', (m: PipelineThreadMessage) => {
    const w = waiting
    waiting = undefined
    try {
      w?.resolve(settle(m))
    } catch (error) {
      w?.reject(error as Error)
    }
  })
  const die = (error: Error) => {
    dead ??= error
    waiting?.reject(dead)
    waiting = undefined
  }
  worker.on('error', die)
  worker.on('exit', (code) => die(new Error(`the pipeline thread stopped with exit code ${code}`)))
  return {
    run: (env) =>
      new Promise((resolve, reject) => {
        if (dead) return reject(dead)
        if (waiting) return reject(new Error('the pipeline thread is already running'))
        waiting = { resolve, reject }
        worker.postMessage({ type: 'run', env } satisfies ToPipelineThread)
      }),
    prime: (cacheDir) => {
      if (!dead) worker.postMessage({ type: 'prime', cacheDir } satisfies ToPipelineThread)
    },
    close: async () => {
      await worker.terminate()
    },
  }
}
