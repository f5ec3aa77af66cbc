// The functions' data (dist/functions-data/: the search index, the post cards, the finder index), made from the
// snapshot once per build — in this thread, or in a worker thread beside the prerender (docs/decisions/019): an
// incremental build's render of a few pages uses one core for seconds, and the data needs the other one as long. The
// output is the same either way: the same functions run on the same snapshot.
import { Worker } from 'node:worker_threads'
import type { ReportEntry } from '#lib/model/report-entry.ts'
import { buildFinderIndexFile } from '../build-finder-index.ts'
import { buildSearchIndex } from '../build-search-index.ts'

export type DataWorkerInput = { snapshotDir: string; outDir: string }
export type DataWorkerData = DataWorkerInput | { keep: true }
/** To a kept worker: build, or read the search analysis of `outDir`'s last build into memory ahead of the first. */
export type ToKeptDataWorker = { type: 'build'; input: DataWorkerInput } | { type: 'prime'; input: DataWorkerInput }
export type FromDataWorker =
  { type: 'log'; line: string } | { type: 'done'; ms: DataMs } | { type: 'error'; message: string }
/** Each part's wall time, and the search build's warnings for the build report (synonym rules, search/synonyms.ts). */
export type DataMs = { search: number; finder: number; warnings: ReportEntry[] }

const ENTRY = new URL('./entry.mjs', import.meta.url)

/** Builds both in this thread. */
export function buildFunctionsData(input: DataWorkerInput, log: (line: string) => void): DataMs {
  const t0 = performance.now()
  const { warnings } = buildSearchIndex(input.snapshotDir, input.outDir, log)
  const t1 = performance.now()
  buildFinderIndexFile(input.snapshotDir, input.outDir, log)
  return { search: t1 - t0, finder: performance.now() - t1, warnings }
}

/** Builds both in a worker thread; rejects with the worker's error. */
export function buildFunctionsDataInWorker(
  input: DataWorkerInput,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<DataMs> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENTRY, { workerData: input satisfies DataWorkerData, env })
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
      if (!settled)
        reject(new Error(`the search and finder data worker stopped with exit code ${code} before it was done`))
    })
  })
}

export type KeptDataWorker = {
  build: (input: DataWorkerInput, log: (line: string) => void) => Promise<DataMs>
  /** Reads the search analysis the last build into `outDir` left and makes the documents and cards of the snapshot now
   *  in `snapshotDir` (nothing written), before the first build asks for them. */
  prime: (input: DataWorkerInput) => void
  close: () => Promise<void>
}

/**
 * One data worker for many builds, one at a time (the warm builder's): it keeps the search analysis in memory between
 * builds. A worker that dies fails the build it was making and every later one (the warm builder then starts afresh).
 */
export function keptDataWorker(env: NodeJS.ProcessEnv = process.env): KeptDataWorker {
  const worker = new Worker(ENTRY, { workerData: { keep: true } satisfies DataWorkerData, env })
  worker.unref()
  let waiting: { resolve: (ms: DataMs) => void; reject: (e: Error) => void; log: (line: string) => void } | undefined
  let dead: Error | undefined
  worker.on('message', (m: FromDataWorker) => {
    if (m.type === 'log') return waiting?.log(m.line)
    const w = waiting
    waiting = undefined
    if (m.type === 'error') w?.reject(new Error(`the search and finder data failed: ${m.message}`))
    else w?.resolve(m.ms)
  })
  const die = (error: Error) => {
    dead ??= error
    waiting?.reject(dead)
    waiting = undefined
  }
  worker.on('error', die)
  worker.on('exit', (code) => die(new Error(`the search and finder data worker stopped with exit code ${code}`)))
  return {
    build: (input, log) =>
      new Promise((resolve, reject) => {
        if (dead) return reject(dead)
        if (waiting) return reject(new Error('the search and finder data worker is already building'))
        waiting = { resolve, reject, log }
        worker.postMessage({ type: 'build', input } satisfies ToKeptDataWorker)
      }),
    prime: (input) => {
      if (!dead) worker.postMessage({ type: 'prime', input } satisfies ToKeptDataWorker)
    },
    close: async () => {
      await worker.terminate()
    },
  }
}
