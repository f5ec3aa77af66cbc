// The raw-answer cache (docs/decisions/012-incremental-fetch.md): every collection item as the CMS sent it, with the
// URL it came from, beside the snapshot it produced. The next run fetches what changed, merges it in here, and builds
// the snapshot from the merged answers exactly as a full run builds it from fresh ones.
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import { createInterface } from 'node:readline'
import path from 'node:path'
import { z } from 'zod'
import { COLLECTIONS, type CollectionName } from '../fetch/sources.ts'
import { fsyncDir, removeStale, swap } from '../snapshot/write.ts'

/** One collection item as received: `item` is the unparsed JSON, parsed again by every run with today's schemas. */
export type RawEntry = { url: string; item: unknown }
export type RawCache = { meta: CacheMeta; collections: Partial<Record<CollectionName, RawEntry[]>> }

export const CACHE_VERSION = 1
const META = 'meta.json'

const CacheMetaSchema = z.object({
  version: z.literal(CACHE_VERSION),
  cmsUrl: z.string(),
  /** The contentHash of the snapshot written from these answers: a cache that does not match is not used. */
  snapshotHash: z.string(),
  fetchedAt: z.string(),
  /** When the answers were last all fetched in full. */
  fullAt: z.string(),
})
export type CacheMeta = z.infer<typeof CacheMetaSchema>

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCollectionName = (name: string): name is CollectionName => Object.hasOwn(COLLECTIONS, name)
/** An entry's outline, checked without copying it (10,000 articles are ~100 MB of answers). */
const isEntry = (e: unknown): e is RawEntry => isRecord(e) && typeof e.url === 'string' && isRecord(e.item)

/** The cache in `dir`, or why it cannot be used (missing, another version, unreadable). */
export async function readRawCache(dir: string): Promise<RawCache | { problem: string }> {
  let meta: CacheMeta
  try {
    const parsed = CacheMetaSchema.safeParse(JSON.parse(await fs.readFile(path.join(dir, META), 'utf8')))
    if (!parsed.success) return { problem: `the cache in ${dir} is of another version` }
    meta = parsed.data
  } catch (error) {
    return { problem: isMissing(error) ? `no cache of the last run in ${dir}` : `the cache in ${dir} is unreadable` }
  }
  const collections: RawCache['collections'] = {}
  for (const file of await fs.readdir(dir)) {
    const name = file.slice(0, -ENTRIES_EXT.length)
    if (!file.endsWith(ENTRIES_EXT) || !isCollectionName(name)) continue
    const entries = await readEntries(path.join(dir, file))
    if (!entries) return { problem: `the cache file ${path.join(dir, file)} is malformed` }
    collections[name] = entries
  }
  return { meta, collections }
}

/** `files`: more files to keep beside the answers (name → text), swapped in with them (e.g. reuse.ts's REUSE_FILE). */
export type StagedCache = { commit: (meta: CacheMeta, files?: Record<string, string>) => Promise<void>; abort: () => Promise<void> }

/**
 * Writes the answers into a temp dir now (so the caller can drop them before normalizing), and swaps them in with
 * `commit` once the snapshot they made is written; `abort` (or a failure) leaves the previous cache as it was.
 */
export async function stageRawCache(dir: string, collections: RawCache['collections']): Promise<StagedCache> {
  const target = path.resolve(dir)
  const stamp = `${process.pid}-${Date.now()}`
  const tmp = `${target}.tmp-${stamp}`
  const fail = async (error: unknown): Promise<never> => {
    await fs.rm(tmp, { recursive: true, force: true })
    throw new Error(`Could not write the fetch cache to ${target}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  try {
    await fs.mkdir(path.dirname(target), { recursive: true })
    await removeStale(target)
    await fs.mkdir(tmp, { recursive: true })
    for (const [name, entries] of Object.entries(collections)) await writeEntries(path.join(tmp, `${name}${ENTRIES_EXT}`), entries)
  } catch (error) {
    return fail(error)
  }
  return {
    commit: async (meta, files = {}) => {
      try {
        for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(tmp, name), text)
        await fs.writeFile(path.join(tmp, META), `${JSON.stringify(meta, null, 2)}\n`)
        await fsyncDir(tmp)
        await swap(tmp, target, `${target}.old-${stamp}`)
      } catch (error) {
        await fail(error)
      }
    },
    abort: () => fs.rm(tmp, { recursive: true, force: true }),
  }
}

/** Writes the cache atomically in one go (temp dir, then swapped in). */
export async function writeRawCache(dir: string, cache: RawCache): Promise<void> {
  await (await stageRawCache(dir, cache.collections)).commit(cache.meta)
}

/** Removes the cache: the next run fetches in full. */
export const dropRawCache = (dir: string) => fs.rm(path.resolve(dir), { recursive: true, force: true })

/** One entry per line (JSON Lines): written and read entry by entry, never as one ~100 MB string. */
const ENTRIES_EXT = '.jsonl'
const CHUNK_CHARS = 1 << 20

async function writeEntries(file: string, entries: RawEntry[]): Promise<void> {
  const handle = await fs.open(file, 'w')
  try {
    let chunk = ''
    for (const entry of entries) {
      chunk += `${JSON.stringify(entry)}\n`
      if (chunk.length >= CHUNK_CHARS) {
        await handle.write(chunk)
        chunk = ''
      }
    }
    await handle.write(chunk)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** The entries of one file, or undefined when a line is not an entry. */
async function readEntries(file: string): Promise<RawEntry[] | undefined> {
  const out: RawEntry[] = []
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
  try {
    for await (const line of lines) {
      if (!line) continue
      const entry: unknown = JSON.parse(line)
      if (!isEntry(entry)) return undefined
      out.push(entry)
    }
  } catch {
    return undefined
  } finally {
    lines.close()
  }
  return out
}

const isMissing = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT'
