// Builds the search and finder data in a worker thread (index.ts), so that an incremental build makes them while its
// prerender renders the few changed pages on the other core. Posts each log line, then its wall time.
import { parentPort, workerData } from 'node:worker_threads'
import { buildFinderIndexFile } from '../build-finder-index.ts'
import { buildSearchIndex } from '../build-search-index.ts'
import type { FromDataWorker, DataWorkerInput } from './index.ts'

if (!parentPort) throw new Error('scripts/functions-data/worker.ts runs as a worker thread of scripts/functions-data/index.ts')
const port = parentPort
const input = workerData as DataWorkerInput
const post = (message: FromDataWorker) => port.postMessage(message)
const log = (line: string) => post({ type: 'log', line })

try {
  const t0 = performance.now()
  buildSearchIndex(input.snapshotDir, input.outDir, log)
  const t1 = performance.now()
  buildFinderIndexFile(input.snapshotDir, input.outDir, log)
  post({ type: 'done', ms: { search: t1 - t0, finder: performance.now() - t1 } })
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
}
