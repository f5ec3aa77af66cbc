// The worker threads of the prerender: `count` workers (worker.ts), each given two batches of pages to start with and
// the next whenever one is done (written), so a worker renders its next batch while the last one's files are written,
// both cores stay busy to the end, and no worker holds more than two batches.
import { Worker } from 'node:worker_threads'
import type { FromWorker, Job, Rendered, ToWorker, WorkerInput } from './protocol.ts'

export type PoolOptions = {
  input: WorkerInput
  /** The worker's entry module (default: worker-entry.mjs, the prerender; bench:build passes its limit worker). */
  entry?: URL
  count: number
  env: NodeJS.ProcessEnv
  onProgress?: (pages: number) => void
  /** Each worker's thread id once it runs (bench:build samples the process, which holds the threads). */
  onWorker?: (threadId: number) => void
  /** The V8 old-space limit of each worker, MB: it makes V8 collect before it grows (default: V8's own). */
  heapMb?: number
  /** Aborting hands out no more pages: the batches under way finish and are written, and the pool resolves with them
   *  (a publish's second phase, pre-empted by the next edit: phases.ts). */
  signal?: AbortSignal
}

const ENTRY = new URL('./worker-entry.mjs', import.meta.url)

/** Renders every job (or, once `signal` aborts, those handed out by then); rejects with the first page that failed (naming its URL) after stopping every worker. */
export function renderInWorkers<R = Rendered>(jobs: Job[], o: PoolOptions): Promise<R[]> {
  const results: R[] = []
  // Pre-empted before it started: no worker is worth starting.
  if (!jobs.length || o.signal?.aborted) return Promise.resolve(results)
  const count = Math.max(1, Math.min(o.count, jobs.length))
  let next = 0
  const workers: Worker[] = []
  return new Promise<R[]>((resolve, reject) => {
    let running = count
    let failed = false
    const fail = (error: Error) => {
      if (failed) return
      failed = true
      for (const w of workers) void w.terminate()
      reject(error)
    }
    const batch = (): Job[] => {
      if (o.signal?.aborted) return []
      // Large batches while there is much left, single pages at the end so no worker idles while another finishes.
      const size = Math.max(1, Math.min(32, Math.floor((jobs.length - next) / (count * 4))))
      const out = jobs.slice(next, next + size)
      next += out.length
      return out
    }
    const stopped = new Set<Worker>()
    const feed = (w: Worker) => {
      if (stopped.has(w)) return
      const urls = batch()
      if (!urls.length) stopped.add(w)
      const message: ToWorker = urls.length ? { type: 'render', urls } : { type: 'stop' }
      w.postMessage(message)
    }
    for (let i = 0; i < count; i++) {
      const w = new Worker(o.entry ?? ENTRY, {
        workerData: o.input,
        env: o.env,
        stdout: false,
        stderr: false,
        ...(o.heapMb ? { resourceLimits: { maxOldGenerationSizeMb: o.heapMb } } : {}),
      })
      workers.push(w)
      o.onWorker?.(w.threadId)
      w.on('message', (m: FromWorker<R>) => {
        if (m.type === 'error') {
          fail(
            new Error(
              m.key ? `prerender of ${m.key} failed: ${m.message}` : `a prerender worker failed to start: ${m.message}`,
            ),
          )
          return
        }
        if (m.type === 'done') {
          results.push(...m.results)
          o.onProgress?.(m.results.length)
        }
        // `ready`: two batches (the second waits in the worker while the first renders); `done`: one more.
        if (m.type === 'ready') feed(w)
        feed(w)
      })
      w.on('error', fail)
      w.on('exit', (code) => {
        if (failed) return
        if (code !== 0) {
          fail(new Error(`a prerender worker stopped with exit code ${code}`))
          return
        }
        if (--running === 0) resolve(results)
      })
    }
  })
}
