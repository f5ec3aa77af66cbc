// The finder index in memory, loaded once per function instance by the same rules as the search data
// (search/data-source.ts): the build's file in SEARCH_DATA_DIR (default dist/functions-data), or — when no build
// wrote one — the same bytes built from the snapshot in memory, with a warning; a failed load is tried again.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ContainerError } from '../search/container.ts'
import { searchDataDir } from '../search/data-files.ts'
import { SearchUnavailableError, loadOnce } from '../search/data-source.ts'
import { FINDER_DATA_FILE } from './index-data.ts'
import { finderFromBytes, type LoadedFinder } from './loaded.ts'

type Builder = () => Buffer
const isBuilderModule = (m: unknown): m is { buildFromSnapshot: Builder } =>
  typeof m === 'object' && m !== null && 'buildFromSnapshot' in m && typeof m.buildFromSnapshot === 'function'

/** The in-memory builder; its specifier is computed so bundlers leave it (and the pipeline) out of the function. */
async function snapshotBuilder(): Promise<Builder> {
  const specifier = new URL('./build-from-snapshot.ts', import.meta.url).href
  const module: unknown = await import(specifier)
  if (!isBuilderModule(module)) throw new Error(`${specifier} has no buildFromSnapshot()`)
  return module.buildFromSnapshot
}

export async function loadFinder(dir: string = searchDataDir(), warn: (message: string) => void = console.warn): Promise<LoadedFinder> {
  const file = path.join(dir, FINDER_DATA_FILE)
  let bytes: Buffer
  let source = file
  if (existsSync(file)) bytes = readFileSync(file)
  else {
    try {
      bytes = (await snapshotBuilder())()
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new SearchUnavailableError(`no ${FINDER_DATA_FILE} in ${dir} and none could be built from the snapshot: ${reason}`, { cause: error })
    }
    source = `the in-memory ${FINDER_DATA_FILE}`
    warn(`[finder] no ${FINDER_DATA_FILE} in ${dir}: built one from the snapshot in memory (run "npm run build" to ship one)`)
  }
  try {
    return finderFromBytes(bytes, source)
  } catch (error) {
    if (error instanceof ContainerError) throw new SearchUnavailableError(`${source}: ${error.message}; run "npm run build" again`, { cause: error })
    throw error
  }
}

const instance = loadOnce(() => loadFinder())

/** The process's finder index, loaded on first use. */
export const finderData = (): Promise<LoadedFinder> => instance.get()

/** Forgets the loaded index (tests; a dev server after a new build). */
export const resetFinderData = (): void => instance.reset()
