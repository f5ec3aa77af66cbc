// Builds the search and articles functions' data from the snapshot, once per build: SNAPSHOT_DIR (default .snapshot)
// → SEARCH_DATA_DIR (default <DIST_DIR>/functions-data): search-index.json, search-index.postings, post-cards.json.
import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { defaultSnapshotDir, loadSnapshot } from '../pipeline/snapshot/read.ts'
import { buildSearchData, writeSearchData } from '../search/build.ts'
import { DATA_FILES, searchDataDir } from '../search/data-files.ts'

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`

export function buildSearchIndex(snapshotDir = defaultSnapshotDir(), outDir = searchDataDir(), log: (line: string) => void = console.log) {
  const t0 = performance.now()
  const snapshot = loadSnapshot(snapshotDir)
  const { data, stats } = buildSearchData(snapshot)
  const sizes = writeSearchData(data, outDir)
  const ms = performance.now() - t0
  const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length
  log(`search index: ${stats.documents} documents (${stats.suggestDocuments} in suggestions), ${stats.terms} terms, built in ${(ms / 1000).toFixed(1)} s → ${outDir}`)
  log(`  ${DATA_FILES.index} ${mb(sizes.index)} (gzip ${mb(gz(DATA_FILES.index))}), ${DATA_FILES.postings} ${mb(sizes.postings)} ` +
    `(gzip ${mb(gz(DATA_FILES.postings))}), ${DATA_FILES.cards} ${mb(sizes.cards)}`)
  return { stats, sizes, ms }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    buildSearchIndex()
  } catch (error) {
    console.error(`build-search-index failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
