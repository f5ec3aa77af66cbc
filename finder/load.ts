// The finder index in memory, loaded once per function instance by the same rules as the search data
// (search/data-source.ts): the build's file in SEARCH_DATA_DIR (default dist/functions-data), or — when no build
// wrote one — the same bytes built from the snapshot in memory, with a warning; a failed load is tried again.
import { searchDataDir } from '#search/data-files.ts'
import { loadDataFile, loadOnce, snapshotBuilder } from '#search/data-source.ts'
import { FINDER_DATA_FILE } from './index-data.ts'
import { finderFromBytes, type LoadedFinder } from './loaded.ts'

export async function loadFinder(
  dir: string = searchDataDir(),
  warn: (message: string) => void = console.warn,
): Promise<LoadedFinder> {
  const build = async () => (await snapshotBuilder<Buffer>(new URL('./build-from-snapshot.ts', import.meta.url)))()
  return loadDataFile(FINDER_DATA_FILE, 'finder', build, finderFromBytes, dir, warn)
}

const instance = loadOnce(() => loadFinder())

/** The process's finder index, loaded on first use. */
export const finderData = (): Promise<LoadedFinder> => instance.get()

/** Forgets the loaded index (tests; a dev server after a new build). */
export const resetFinderData = (): void => instance.reset()
