// Builds the search and articles functions' data from the snapshot, once per build: SNAPSHOT_DIR (default .snapshot)
// → SEARCH_DATA_DIR (default <DIST_DIR>/functions-data): search-index.json, search-index.postings, post-cards.json.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { defaultSnapshotDir, openSnapshot } from '#pipeline/snapshot/read.ts'
import { stampMs } from '#lib/cache/stamp.server.ts'
import { AnalysisCache } from '#search/analysis-cache.ts'
import { buildSearchData, writeSearchData } from '#search/build.ts'
import { SearchMemo } from '#search/snapshot-memo.ts'
import type { FinderMemo } from '#finder/memo.ts'
import { DATA_FILES, searchDataDir } from '#search/data-files.ts'

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`

/** What the last build analyzed (search/analysis-cache.ts): `<DIST_DIR>/.cache/`, beside functions-data/, never
 *  published (sitebuild/publish/scan.ts leaves `.cache/` out) and kept with dist/ in Netlify's build cache. */
export const analysisCacheFile = (outDir: string) => path.join(path.dirname(outDir), '.cache', 'search-analysis.bin')

/** What a process that builds again and again keeps between its builds (the warm builder's data worker): the analysis
 *  cache as the last build left it, and whether its file still has to be written. */
export type KeptSearchState = {
  cache?: AnalysisCache
  unwritten?: { file: string; cache: AnalysisCache }
  memo?: SearchMemo
  /** The finder's memo (finder/memo.ts), kept beside the search's. */
  finder?: FinderMemo
}

/**
 * `kept`: the cache is taken from memory (the last build's, carried over) instead of its file, and the file is left
 * for `writeKeptCache` to write after the build — it only speeds up a later build in a fresh process; the documents
 * and cards of unchanged entities are taken from the last build's (search/snapshot-memo.ts).
 */
export function buildSearchIndex(
  snapshotDir = defaultSnapshotDir(),
  outDir = searchDataDir(),
  log: (line: string) => void = console.log,
  kept?: KeptSearchState,
) {
  const t0 = performance.now()
  const stampsBefore = stampMs()
  // Opened, not loaded: its tables are read entity by entity, and with a memo only the entities that changed.
  const snapshot = openSnapshot(snapshotDir)
  const t1 = performance.now()
  const cacheFile = analysisCacheFile(outDir)
  const cache = kept?.cache ?? AnalysisCache.read(cacheFile)
  // A build that fails half-way leaves the cache half-updated: the next one reads the file.
  if (kept) kept.cache = undefined
  if (kept) kept.memo ??= new SearchMemo()
  const { data, stats, warnings } = buildSearchData(snapshot, undefined, cache, kept?.memo)
  kept?.memo?.commit()
  writeSearchData(data, outDir)
  if (kept) {
    kept.cache = cache.carryOver()
    kept.unwritten = { file: cacheFile, cache }
  } else cache.write(cacheFile)
  const ms = performance.now() - t1
  log(
    `search index: ${stats.documents} documents (${stats.suggestDocuments} in suggestions), ${stats.terms.full} terms, ` +
      `built in ${(ms / 1000).toFixed(1)} s (snapshot read in ${((t1 - t0) / 1000).toFixed(1)} s; ${cache.misses} of ` +
      `${cache.hits + cache.misses} field texts analyzed, the rest as the last build analyzed them) → ${outDir}`,
  )
  // Once per process: a warm builder's data worker pays it at its first build only.
  log(
    `  analysis cache: ${cache.dropped ? `not reused (${cache.dropped})` : 'reused'}; code stamps made in ${(stampMs() - stampsBefore).toFixed(0)} ms (this thread)`,
  )
  // Sizes as written (bench:search prints them gzipped too: compressing 40 MB here would cost every build a second).
  log(`  ${DATA_FILES.index} ${mb(data.index.length)}, ${DATA_FILES.cards} ${mb(data.cards.length)}`)
  if (warnings.length)
    log(`  ${stats.synonymRules} synonym rule(s), ${warnings.length} warning(s) about them in the build report`)
  return { stats, ms, warnings }
}

/** Writes the analysis cache a kept build left in memory (after the build: nothing waits for it). */
export function writeKeptCache(kept: KeptSearchState): void {
  const unwritten = kept.unwritten
  kept.unwritten = undefined
  unwritten?.cache.write(unwritten.file)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    buildSearchIndex()
  } catch (error) {
    console.error(`build-search-index failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
