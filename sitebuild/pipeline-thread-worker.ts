// Inside the pipeline thread (pipeline-thread.ts): runPipeline, its report entries and stats posted back. A one-off
// thread (workerData: { env }) runs once and ends; a kept one (workerData: { keep: true }, the warm builder's) runs
// the pipeline for each `run` message and keeps the fetch cache's answers in memory between runs
// (pipeline/incremental/cache.ts rememberRawCache).
import { parentPort, workerData } from 'node:worker_threads'
import type { PipelineEnv } from '#pipeline/env.ts'
import { PipelineFatalError } from '#pipeline/fetch/fetch-all.ts'
import { readRawCache, rememberRawCache } from '#pipeline/incremental/cache.ts'
import { runPipeline } from '#pipeline/run.ts'
import type { PipelineThreadData, PipelineThreadMessage, ToPipelineThread } from './pipeline-thread.ts'

if (!parentPort)
  throw new Error('sitebuild/pipeline-thread-worker.ts runs as a worker thread of sitebuild/pipeline-thread.ts')
const port = parentPort
const post = (m: PipelineThreadMessage) => port.postMessage(m)

async function runOnce(env: PipelineEnv): Promise<PipelineThreadMessage> {
  try {
    const { report, stats, phases, normalized } = await runPipeline(env)
    return { type: 'done', entries: report.entries, stats, phases, normalized }
  } catch (error) {
    return error instanceof Error
      ? {
          type: 'error',
          name: error.name,
          message: error.message,
          ...(error.stack ? { stack: error.stack } : {}),
          fatal: error instanceof PipelineFatalError,
        }
      : { type: 'error', name: 'Error', message: String(error), fatal: false }
  }
}

const data = workerData as PipelineThreadData
if ('keep' in data) {
  rememberRawCache(true)
  // One thing at a time, in the order asked.
  let queue = Promise.resolve()
  port.on('message', (m: ToPipelineThread) => {
    queue = queue.then(async () => {
      if (m.type === 'run') post(await runOnce(m.env))
      // Read ahead while nothing waits: the first run then finds the answers in memory (a cache that cannot be used
      // is simply not remembered, and the run says why).
      else await readRawCache(m.cacheDir).catch(() => undefined)
    })
  })
} else {
  post(await runOnce(data.env))
  port.close()
}
