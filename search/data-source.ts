// Where a function's data comes from: the build's data file in SEARCH_DATA_DIR, or — when no build wrote one, e.g.
// right after `npm run pipeline` — the same bytes built from the snapshot in memory, with a warning. Loaded once per
// function instance; a failed load is tried again on the next request.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ContainerError } from './container.ts'
import { DATA_FILES, searchDataDir } from './data-files.ts'

/** No usable data: the functions answer 503. */
export class SearchUnavailableError extends Error {}

type Builder = () => Record<keyof typeof DATA_FILES, Buffer>
const isBuilderModule = (m: unknown): m is { buildFromSnapshot: Builder } =>
  typeof m === 'object' && m !== null && 'buildFromSnapshot' in m && typeof m.buildFromSnapshot === 'function'

/**
 * The in-memory builder, for running from the source tree (`npm run serve` before a build, tests). Its specifier is
 * computed so bundlers leave it out: a deployed function never carries the builder (sanitize-html, the pipeline's
 * schemas: ~1.4 MB and ~50 ms of every cold start) and answers 503 without its data files.
 */
async function snapshotBuilder(): Promise<Builder> {
  const specifier = new URL('./build-from-snapshot.ts', import.meta.url).href
  const module: unknown = await import(specifier)
  if (!isBuilderModule(module)) throw new Error(`${specifier} has no buildFromSnapshot()`)
  return module.buildFromSnapshot
}

/** Reads data file `name` from `dir` (or builds it) and parses it; any failure is a SearchUnavailableError. */
export async function loadData<T>(
  name: keyof typeof DATA_FILES,
  parse: (bytes: Buffer, source: string) => T,
  dir: string = searchDataDir(),
  warn: (message: string) => void = console.warn,
): Promise<T> {
  const file = path.join(dir, DATA_FILES[name])
  let bytes: Buffer
  let source = file
  if (existsSync(file)) bytes = readFileSync(file)
  else {
    try {
      bytes = (await snapshotBuilder())()[name]
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new SearchUnavailableError(`no ${DATA_FILES[name]} in ${dir} and none could be built from the snapshot: ${reason}`, { cause: error })
    }
    source = `the in-memory ${DATA_FILES[name]}`
    warn(`[search] no ${DATA_FILES[name]} in ${dir}: built one from the snapshot in memory (run "npm run build" to ship one)`)
  }
  try {
    return parse(bytes, source)
  } catch (error) {
    if (error instanceof ContainerError) throw new SearchUnavailableError(`${source}: ${error.message}; run "npm run build" again`, { cause: error })
    throw error
  }
}

/** A value loaded on first use and kept; a failed load is forgotten, so the next call tries again. */
export function loadOnce<T>(load: () => Promise<T>): { get: () => Promise<T>; reset: () => void } {
  let value: Promise<T> | undefined
  return {
    get: () =>
      (value ??= load().catch((error: unknown) => {
        value = undefined
        throw error
      })),
    reset: () => {
      value = undefined
    },
  }
}
