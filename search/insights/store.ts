// Where the search insights live: one record per day (search/insights/day-record.ts), written with a compare-and-set so
// that several function instances (or processes) merge into it without losing each other's counts. Two stores with the
// one interface: Netlify Blobs on Netlify (a site-wide store, strong consistency, conditional writes), and files in a
// folder anywhere else (`npm start`, `npm run serve`, tests). docs/decisions/061-search-insights.md
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DAY, DayRecordSchema, type Day, type DayRecord } from './day-record.ts'

export type Stored = { record: DayRecord; version: string }

export type InsightsStore = {
  /** Which store this is, for logs and the reading route. */
  kind: 'netlify-blobs' | 'files'
  /** The day's record and its version, or null when none was written (or it is unreadable). */
  read: (day: Day) => Promise<Stored | null>
  /** Writes the record if the stored version is still `version` (null: only if there is none). False: another writer
   *  was first; read again and merge. */
  write: (day: Day, record: DayRecord, version: string | null) => Promise<boolean>
  /** The days that have a record. */
  days: () => Promise<Day[]>
  remove: (day: Day) => Promise<void>
}

const parse = (text: string): DayRecord | null => {
  try {
    const parsed = DayRecordSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Files in `dir`, one `<day>.json` each, written to a temporary file and renamed (a reader never sees half a record).
 * The version is the file's content hash; within one process writes are serialized, so the compare and the rename do
 * not interleave (one server process writes a folder; two processes on one folder could lose a flush, never corrupt).
 */
export function fileStore(dir: string): InsightsStore {
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }
  const file = (day: Day) => {
    if (!DAY.test(day)) throw new Error(`not a day: ${day}`)
    return path.join(dir, `${day}.json`)
  }
  const hash = (text: string) => createHash('sha256').update(text).digest('base64url')
  const readText = (day: Day) => readFile(file(day), 'utf8').catch(() => null)
  return {
    kind: 'files',
    read: async (day) => {
      const text = await readText(day)
      const record = text === null ? null : parse(text)
      return text === null || record === null ? null : { record, version: hash(text) }
    },
    write: (day, record, version) =>
      serial(async () => {
        const current = await readText(day)
        if ((current === null ? null : hash(current)) !== version) return false
        await mkdir(dir, { recursive: true })
        const temp = `${file(day)}.${randomUUID()}.tmp`
        await writeFile(temp, JSON.stringify(record))
        await rename(temp, file(day))
        return true
      }),
    days: async () =>
      (await readdir(dir).catch((): string[] => []))
        .map((name) => name.replace(/\.json$/, ''))
        .filter((name) => DAY.test(name))
        .sort(),
    remove: (day) => serial(() => rm(file(day), { force: true })),
  }
}

/** What the Netlify Blobs store needs of @netlify/blobs' Store (so tests can hand in one against its BlobsServer). */
export type BlobStore = {
  getWithMetadata: (key: string) => Promise<{ data: string; etag?: string } | null>
  set: (
    key: string,
    data: string,
    options: { onlyIfNew: true } | { onlyIfMatch: string },
  ) => Promise<{ modified: boolean }>
  list: () => Promise<{ blobs: { key: string; etag: string }[] }>
  delete: (key: string) => Promise<void>
}

const PREFIX = 'day/'

/**
 * Netlify Blobs: key `day/<day>`, the blob's ETag as the version, `onlyIfMatch` / `onlyIfNew` as the compare. The store
 * holds only these keys, so listing takes all of it (Netlify's local BlobsServer lists nothing for a prefix with a
 * slash, and answers a read without its ETag: then the listing's ETag, which is the same, is the version).
 */
export function blobStore(store: BlobStore): InsightsStore {
  return {
    kind: 'netlify-blobs',
    read: async (day) => {
      const found = await store.getWithMetadata(PREFIX + day)
      const record = found ? parse(found.data) : null
      if (!found || !record) return null
      const version = found.etag ?? (await store.list()).blobs.find((b) => b.key === PREFIX + day)?.etag
      return version ? { record, version } : null
    },
    write: async (day, record, version) => {
      const result = await store.set(
        PREFIX + day,
        JSON.stringify(record),
        version === null ? { onlyIfNew: true } : { onlyIfMatch: version },
      )
      return result.modified
    },
    days: async () =>
      (await store.list()).blobs
        .filter((b) => b.key.startsWith(PREFIX))
        .map((b) => b.key.slice(PREFIX.length))
        .filter((day) => DAY.test(day))
        .sort(),
    remove: (day) => store.delete(PREFIX + day),
  }
}

/** The Netlify Blobs store name. */
export const BLOB_STORE_NAME = 'search-insights'

/** Whether this process runs where Netlify Blobs is configured (a Netlify function, or Netlify's local runtime). */
export const onNetlifyBlobs = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.NETLIFY_BLOBS_CONTEXT) || 'netlifyBlobsContext' in globalThis

/** The store of this process: Netlify Blobs where Netlify provides them, else the files in `dir`. */
export async function defaultStore(dir: string): Promise<InsightsStore> {
  if (!onNetlifyBlobs()) return fileStore(dir)
  const { getStore } = await import('@netlify/blobs')
  return blobStore(getStore({ name: BLOB_STORE_NAME, consistency: 'strong' }))
}
