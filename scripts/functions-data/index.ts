// The functions' data (dist/functions-data/: the search index, the post cards, the finder index), made from the
// snapshot once per build — in this thread, or in a worker thread beside the prerender (docs/decisions/019): an
// incremental build's render of a few pages uses one core for seconds, and the data needs the other one as long. The
// output is the same either way: the same functions run on the same snapshot.
import { Worker } from 'node:worker_threads'
import { buildFinderIndexFile } from '../build-finder-index.ts'
import { buildSearchIndex } from '../build-search-index.ts'

export type DataWorkerInput = { snapshotDir: string; outDir: string }
export type FromDataWorker =
  | { type: 'log'; line: string }
  | { type: 'done'; ms: DataMs }
  | { type: 'error'; message: string }
export type DataMs = { search: number; finder: number }

const ENTRY = new URL('./entry.mjs', import.meta.url)

/** Builds both in this thread. */
export function buildFunctionsData(input: DataWorkerInput, log: (line: string) => void): DataMs {
  const t0 = performance.now()
  buildSearchIndex(input.snapshotDir, input.outDir, log)
  const t1 = performance.now()
  buildFinderIndexFile(input.snapshotDir, input.outDir, log)
  return { search: t1 - t0, finder: performance.now() - t1 }
}

/** Builds both in a worker thread; rejects with the worker's error. */
export function buildFunctionsDataInWorker(input: DataWorkerInput, log: (line: string) => void, env: NodeJS.ProcessEnv = process.env): Promise<DataMs> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENTRY, { workerData: input, env })
    let settled = false
    worker.on('message', (m: FromDataWorker) => {
      if (m.type === 'log') log(m.line)
      else if (m.type === 'error') {
        settled = true
        reject(new Error(`the search and finder data failed: ${m.message}`))
      } else {
        settled = true
        resolve(m.ms)
      }
    })
    worker.on('error', (error) => {
      settled = true
      reject(error)
    })
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`the search and finder data worker stopped with exit code ${code} before it was done`))
    })
  })
}
