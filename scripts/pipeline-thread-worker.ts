// Inside the pipeline thread (pipeline-thread.ts): one runPipeline, its report entries and stats posted back.
import { parentPort, workerData } from 'node:worker_threads'
import type { PipelineEnv } from '../pipeline/env.ts'
import { PipelineFatalError } from '../pipeline/fetch/fetch-all.ts'
import { runPipeline } from '../pipeline/run.ts'
import type { PipelineThreadMessage } from './pipeline-thread.ts'

if (!parentPort) throw new Error('scripts/pipeline-thread-worker.ts runs as a worker thread of scripts/pipeline-thread.ts')
const port = parentPort
const post = (m: PipelineThreadMessage) => port.postMessage(m)

try {
  const { report, stats, phases, normalized } = await runPipeline(workerData as PipelineEnv)
  post({ type: 'done', entries: report.entries, stats, phases, normalized })
} catch (error) {
  post(error instanceof Error
    ? { type: 'error', name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}), fatal: error instanceof PipelineFatalError }
    : { type: 'error', name: 'Error', message: String(error), fatal: false })
}
port.close()
