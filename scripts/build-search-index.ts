// Builds the search and articles functions' data from the snapshot, once per build: SNAPSHOT_DIR (default .snapshot)
// → SEARCH_DATA_DIR (default <DIST_DIR>/functions-data): search-index.json, search-index.postings, post-cards.json.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { defaultSnapshotDir, loadSnapshot } from '../pipeline/snapshot/read.ts'
import { AnalysisCache } from '../search/analysis-cache.ts'
import { buildSearchData, writeSearchData } from '../search/build.ts'
import { DATA_FILES, searchDataDir } from '../search/data-files.ts'

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`

/** What the last build analyzed (search/analysis-cache.ts): `<DIST_DIR>/.cache/`, beside functions-data/, never
 *  published (scripts/publish/scan.ts leaves `.cache/` out) and kept with dist/ in Netlify's build cache. */
export const analysisCacheFile = (outDir: string) => path.join(path.dirname(outDir), '.cache', 'search-analysis.bin')

export function buildSearchIndex(snapshotDir = defaultSnapshotDir(), outDir = searchDataDir(), log: (line: string) => void = console.log) {
  const t0 = performance.now()
  const snapshot = loadSnapshot(snapshotDir)
  const t1 = performance.now()
  const cacheFile = analysisCacheFile(outDir)
  const cache = AnalysisCache.read(cacheFile)
  const { data, stats } = buildSearchData(snapshot, undefined, cache)
  writeSearchData(data, outDir)
  cache.write(cacheFile)
  const ms = performance.now() - t1
  log(`search index: ${stats.documents} documents (${stats.suggestDocuments} in suggestions), ${stats.terms.full} terms, ` +
    `built in ${(ms / 1000).toFixed(1)} s (snapshot read in ${((t1 - t0) / 1000).toFixed(1)} s; ${cache.misses} of ` +
    `${cache.hits + cache.misses} field texts analyzed, the rest as the last build analyzed them) → ${outDir}`)
  // Sizes as written (bench:search prints them gzipped too: compressing 40 MB here would cost every build a second).
  log(`  ${DATA_FILES.index} ${mb(data.index.length)}, ${DATA_FILES.cards} ${mb(data.cards.length)}`)
  return { stats, ms }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    buildSearchIndex()
  } catch (error) {
    console.error(`build-search-index failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
