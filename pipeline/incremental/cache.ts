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
import { isRecord } from '#lib/is-record.ts'
import { cacheStamp } from '#lib/cache/stamp.server.ts'

/** One collection item as received: `item` is the unparsed JSON, parsed again by every run with today's schemas. */
export type RawEntry = { url: string; item: unknown }
export type RawCache = { meta: CacheMeta; collections: Partial<Record<CollectionName, RawEntry[]>> }

/** The stamp of the code that asks the CMS (lib/cache/table.ts `fetch`): answers asked for by other code — another
 *  path, other paging — are not merged into; the run fetches everything. */
export const CACHE_VERSION: string = cacheStamp('fetch')
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

const isCollectionName = (name: string): name is CollectionName => Object.hasOwn(COLLECTIONS, name)
/** An entry's outline, checked without copying it (10,000 articles are ~100 MB of answers). */
const isEntry = (e: unknown): e is RawEntry => isRecord(e) && typeof e.url === 'string' && isRecord(e.item)

/**
 * A process that builds again and again (the warm builder, sitebuild/publish/warm-builder.ts) keeps the answers it read or wrote
 * in memory: the next run takes them from there instead of parsing ~100 MB of JSON Lines again, as long as every file
 * of the cache on disk is the one it read or wrote (inode, size, mtime). Off unless asked for: a one-off run lets the
 * answers go once fetched (decision 018).
 */
let remember = false
let remembered: { dir: string; stamp: string; cache: RawCache } | undefined
/** Whether this process keeps what it read and wrote for its next run (reuse.ts keepSnapshot follows it). */
export const remembersRawCache = (): boolean => remember
export function rememberRawCache(on = true): void {
  remember = on
  if (!on) remembered = undefined
}

/** The identity of every file of the cache in `dir`, or undefined when it cannot be read. */
async function stampOf(dir: string): Promise<string | undefined> {
  try {
    const names = (await fs.readdir(dir)).filter((f) => f === META || f.endsWith(ENTRIES_EXT)).sort()
    const parts = await Promise.all(
      names.map(async (name) => {
        const s = await fs.stat(path.join(dir, name), { bigint: true })
        return `${name}:${s.ino}:${s.size}:${s.mtimeNs}`
      }),
    )
    return parts.join('|')
  } catch {
    return undefined
  }
}

async function keep(dir: string, cache: RawCache): Promise<void> {
  const stamp = remember ? await stampOf(dir) : undefined
  remembered = stamp === undefined ? undefined : { dir: path.resolve(dir), stamp, cache }
}

/** The cache in `dir`, or why it cannot be used (missing, another version, unreadable). */
export async function readRawCache(dir: string): Promise<RawCache | { problem: string }> {
  if (remembered && remembered.dir === path.resolve(dir)) {
    const { cache, stamp } = remembered
    remembered = undefined
    if ((await stampOf(dir)) === stamp) return cache
  }
  const read = await readRawCacheFiles(dir)
  if ('meta' in read && remember) await keep(dir, read)
  return read
}

async function readRawCacheFiles(dir: string): Promise<RawCache | { problem: string }> {
  let meta: CacheMeta
  try {
    const parsed = CacheMetaSchema.safeParse(JSON.parse(await fs.readFile(path.join(dir, META), 'utf8')))
    if (!parsed.success) return { problem: `the cache in ${dir} was made by other fetch code, or is malformed` }
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
export type StagedCache = {
  commit: (meta: CacheMeta, files?: Record<string, string>) => Promise<void>
  abort: () => Promise<void>
}

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
    throw new Error(
      `Could not write the fetch cache to ${target}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
  try {
    await fs.mkdir(path.dirname(target), { recursive: true })
    await removeStale(target)
    await fs.mkdir(tmp, { recursive: true })
    for (const [name, entries] of Object.entries(collections))
      await writeEntries(path.join(tmp, `${name}${ENTRIES_EXT}`), entries)
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
        if (remember) await keep(target, { meta, collections })
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

/**
 * Each entry's line as it was read from (or last written to) the cache: an entry the next run keeps is the same object
 * (fetch-changes.ts merges the cached entries with the changed ones), so staging the cache writes its line again
 * instead of serializing the entry again. The same text either way: a line is `JSON.stringify(entry)`, and parsing
 * and stringifying that text gives it back unchanged. Entries are never modified after they are read or fetched.
 */
const entryLines = new WeakMap<RawEntry, string>()
const lineOf = (entry: RawEntry): string => {
  let line = entryLines.get(entry)
  if (line === undefined) entryLines.set(entry, (line = JSON.stringify(entry)))
  return line
}

async function writeEntries(file: string, entries: RawEntry[]): Promise<void> {
  const handle = await fs.open(file, 'w')
  try {
    let chunk = ''
    for (const entry of entries) {
      chunk += `${lineOf(entry)}\n`
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
      entryLines.set(entry, line)
      out.push(entry)
    }
  } catch {
    return undefined
  } finally {
    lines.close()
  }
  return out
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT'
