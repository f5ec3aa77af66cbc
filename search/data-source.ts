// Where a function's data comes from: the build's data file in SEARCH_DATA_DIR, or — when no build wrote one, e.g.
// right after `npm run pipeline` — the same bytes built from the snapshot in memory, with a warning. Loaded once per
// site handle (lib/site-handle.ts); a failed load is tried again on the next request.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ContainerError } from './container.ts'
import { DATA_FILES, searchDataDir } from './data-files.ts'

/** No usable data: the functions answer 503. */
export class SearchUnavailableError extends Error {}

/** What a build-from-snapshot.ts module exports: the data files' bytes built from the snapshot in `dir` in memory. */
const isBuilderModule = <R>(m: unknown): m is { buildFromSnapshot: (dir?: string) => R } =>
  typeof m === 'object' && m !== null && 'buildFromSnapshot' in m && typeof m.buildFromSnapshot === 'function'

/**
 * The in-memory builder at `url` (a build-from-snapshot.ts beside the caller), for running from the source tree (`npm
 * run serve` before a build, tests). The specifier is computed so bundlers leave it out: a deployed function never
 * carries the builder (sanitize-html, the pipeline's schemas: ~1.4 MB and ~50 ms of every cold start) and answers 503
 * without its data files.
 */
export async function snapshotBuilder<R>(url: URL): Promise<(dir?: string) => R> {
  const specifier = url.href
  const module: unknown = await import(specifier)
  if (!isBuilderModule<R>(module)) throw new Error(`${specifier} has no buildFromSnapshot()`)
  return module.buildFromSnapshot
}

/**
 * Reads data file `fileName` from `dir` (or, when no build wrote it, takes the bytes `build` makes from the snapshot,
 * warning under `tag`) and parses it; any failure is a SearchUnavailableError.
 */
export async function loadDataFile<T>(
  fileName: string,
  tag: string,
  build: () => Promise<Buffer>,
  parse: (bytes: Buffer, source: string) => T,
  dir: string,
  warn: (message: string) => void,
): Promise<T> {
  const file = path.join(dir, fileName)
  let bytes: Buffer
  let source = file
  if (existsSync(file)) bytes = readFileSync(file)
  else {
    try {
      bytes = await build()
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new SearchUnavailableError(
        `no ${fileName} in ${dir} and none could be built from the snapshot: ${reason}`,
        { cause: error },
      )
    }
    source = `the in-memory ${fileName}`
    warn(`[${tag}] no ${fileName} in ${dir}: built one from the snapshot in memory (run "npm run build" to ship one)`)
  }
  try {
    return parse(bytes, source)
  } catch (error) {
    if (error instanceof ContainerError)
      throw new SearchUnavailableError(`${source}: ${error.message}; run "npm run build" again`, { cause: error })
    throw error
  }
}

/**
 * Reads search data file `name` from `dir` (or builds it from the snapshot in `snapshotDir`) and parses it; any
 * failure is a SearchUnavailableError.
 */
export async function loadData<T>(
  name: keyof typeof DATA_FILES,
  parse: (bytes: Buffer, source: string) => T,
  dir: string = searchDataDir(),
  warn: (message: string) => void = console.warn,
  snapshotDir?: string,
): Promise<T> {
  const build = async () =>
    (
      await snapshotBuilder<Record<keyof typeof DATA_FILES, Buffer>>(
        new URL('./build-from-snapshot.ts', import.meta.url),
      )
    )(snapshotDir)[name]
  return loadDataFile(DATA_FILES[name], 'search', build, parse, dir, warn)
}
