// The finder index in memory, loaded once per site handle (lib/site-handle.ts) by the same rules as the search data
// (search/data-source.ts): the build's file in SEARCH_DATA_DIR (default dist/functions-data), or — when no build
// wrote one — the same bytes built from the snapshot in memory, with a warning; a failed load is tried again.
import { searchDataDir } from '#search/data-files.ts'
import { loadDataFile, snapshotBuilder } from '#search/data-source.ts'
import { sitePart } from '#lib/site-handle.ts'
import { FINDER_DATA_FILE } from './index-data.ts'
import { finderFromBytes, type LoadedFinder } from './loaded.ts'

export async function loadFinder(
  dir: string = searchDataDir(),
  warn: (message: string) => void = console.warn,
  snapshotDir?: string,
): Promise<LoadedFinder> {
  const build = async () =>
    (await snapshotBuilder<Buffer>(new URL('./build-from-snapshot.ts', import.meta.url)))(snapshotDir)
  return loadDataFile(FINDER_DATA_FILE, 'finder', build, finderFromBytes, dir, warn)
}

/** A site handle's finder index (lib/site-handle.ts), loaded on first use: `site.get(FINDER_INDEX)`. */
export const FINDER_INDEX = sitePart('finder index', (site): Promise<LoadedFinder> =>
  loadFinder(site.dirs.searchDataDir, console.warn, site.dirs.snapshotDir),
)
