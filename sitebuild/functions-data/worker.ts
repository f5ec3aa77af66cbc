// Builds the search and finder data in a worker thread (index.ts), so that an incremental build makes them while its
// prerender renders the few changed pages on the other core. Posts each log line, then its wall time and the search build's warnings. A one-off worker
// (workerData: the input) builds once; a kept one (workerData: { keep: true }, the warm builder's) builds for each
// message and keeps the search analysis in memory between builds, writing its file after posting the result.
import { parentPort, workerData } from 'node:worker_threads'
import { openSnapshot, resetSnapshotCache } from '#pipeline/snapshot/read.ts'
import { FinderMemo } from '#finder/memo.ts'
import { buildSearchData } from '#search/build.ts'
import { SearchMemo } from '#search/snapshot-memo.ts'
import { buildFinderIndexFile } from '../build-finder-index.ts'
import { analysisCacheFile, buildSearchIndex, writeKeptCache, type KeptSearchState } from '../build-search-index.ts'
import { AnalysisCache } from '#search/analysis-cache.ts'
import type { FromDataWorker, DataWorkerInput, DataWorkerData, ToKeptDataWorker } from './index.ts'

if (!parentPort)
  throw new Error('sitebuild/functions-data/worker.ts runs as a worker thread of sitebuild/functions-data/index.ts')
const port = parentPort
const post = (message: FromDataWorker) => port.postMessage(message)
const log = (line: string) => post({ type: 'log', line })

function build(input: DataWorkerInput, kept?: KeptSearchState): void {
  try {
    const t0 = performance.now()
    const { warnings } = buildSearchIndex(input.snapshotDir, input.outDir, log, kept)
    const t1 = performance.now()
    // The snapshot the search build opened: the finder reads its terms, clinics and vets entity by entity (a kept
    // worker only those whose inputs changed since its last build), never the articles.
    buildFinderIndexFile(openSnapshot(input.snapshotDir), input.outDir, log, kept && (kept.finder ??= new FinderMemo()))
    post({ type: 'done', ms: { search: t1 - t0, finder: performance.now() - t1, warnings } })
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
}

/**
 * What the first build would read and make anyway, ahead of it: the analysis cache of the last build, carried over as
 * a build of the snapshot now on disk leaves it (the same as reading its file back, when that build made it), and the
 * documents and cards of that snapshot (search/snapshot-memo.ts). Nothing is written. On any failure the first build
 * reads the file as a fresh one would.
 */
function prime(input: DataWorkerInput, kept: KeptSearchState): void {
  const cache = kept.cache ?? AnalysisCache.read(analysisCacheFile(input.outDir))
  kept.cache = undefined
  try {
    resetSnapshotCache()
    const memo = (kept.memo ??= new SearchMemo())
    buildSearchData(openSnapshot(input.snapshotDir), undefined, cache, memo)
    memo.commit()
    kept.cache = cache.carryOver()
  } catch {
    // No snapshot yet, or one the build will report on: nothing kept but the memo's entries, each right for its inputs.
  } finally {
    resetSnapshotCache()
  }
}

const data = workerData as DataWorkerData
if ('keep' in data) {
  const kept: KeptSearchState = {}
  port.on('message', (m: ToKeptDataWorker) => {
    if (m.type === 'prime') {
      prime(m.input, kept)
      return
    }
    // Every build reads the snapshot now in its folder, never the one an earlier build loaded.
    resetSnapshotCache()
    build(m.input, kept)
    resetSnapshotCache()
    try {
      writeKeptCache(kept)
    } catch (error) {
      log(
        `search analysis cache not written (${error instanceof Error ? error.message : String(error)}): a fresh build analyzes every text again`,
      )
    }
  })
} else build(data)
