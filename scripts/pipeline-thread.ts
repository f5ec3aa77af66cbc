// The build's pipeline run in a worker thread of its own (docs/decisions/018): everything the pipeline held — the CMS's
// answers, every normalized entity — goes with the thread when it ends, instead of staying in this process's heap
// through `vike build`, the prerender and the search data (V8 gives a heap back to the system only slowly).
import { Worker } from 'node:worker_threads'
import type { PipelineEnv } from '../pipeline/env.ts'
import { PipelineFatalError } from '../pipeline/fetch/fetch-all.ts'
import { BuildReport, type ReportEntry } from '../pipeline/report.ts'
import type { RunResult } from '../pipeline/run.ts'

export type PipelineThreadMessage =
  | { type: 'done'; entries: ReportEntry[]; stats: RunResult['stats']; phases: RunResult['phases']; normalized: RunResult['normalized'] }
  | { type: 'error'; name: string; message: string; stack?: string; fatal: boolean }

const ENTRY = new URL('./pipeline-thread-entry.mjs', import.meta.url)

export type ThreadRunResult = Pick<RunResult, 'stats' | 'phases' | 'normalized'> & { report: BuildReport }

/** runPipeline(env) in a worker thread: its report, stats and phases; rejects with the pipeline's own error message. */
export function runPipelineInThread(env: PipelineEnv): Promise<ThreadRunResult> {
  return new Promise((resolve, reject) => {
    let answer: PipelineThreadMessage | undefined
    let failure: Error | undefined
    const worker = new Worker(ENTRY, { workerData: env })
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
      if (answer?.type === 'done') {
        const report = new BuildReport()
        for (const entry of answer.entries) report.add(entry)
        resolve({ report, stats: answer.stats, phases: answer.phases, normalized: answer.normalized })
      } else if (answer?.type === 'error') {
        // A PipelineFatalError stays one: callers print its message without a stack trace.
        const error = answer.fatal ? new PipelineFatalError(answer.message) : new Error(answer.message)
        error.name = answer.name
        if (answer.stack) error.stack = answer.stack
        reject(error)
      } else reject(failure ?? new Error(`the pipeline thread stopped with exit code ${code} before it finished`))
    })
  })
}
