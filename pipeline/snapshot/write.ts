// Writes a snapshot atomically: everything into a sibling temp dir (fsynced), then swapped in with renames. What did
// not change since the snapshot it replaces is taken from that one's files instead of being serialized again: a table
// whose entities all have the same hashes (the manifest's) is a hard link of the previous file, and in a table that
// changed, each unchanged entity's line is copied from the previous file. Its hash is the hash of that very JSON text
// (hash.ts), so the bytes are the ones a write from scratch gives — as long as the manifest's hashes are the entities'
// (hashSnapshot makes them from the entities being written; nothing changes an entity after that).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { CARD_HASH_PREFIX, deriveCards } from '../derive/cards.ts'
import { ENTITY_TABLES, ENTITIES_DIR, SNAPSHOT_FILES, entityFile } from './layout.ts'
import { indexTable, type Span } from './table-index.ts'

/** Temp and old dirs of crashed runs older than this are removed by the next write. */
export const STALE_AFTER_MS = 60 * 60 * 1000

/**
 * Writes `snapshot` to `dir`. Readers see the previous snapshot or the new one, never a mix; on any error the temp
 * dir is removed, the previous snapshot is left as it was, and the error names the file that failed.
 */
export async function writeSnapshot(dir: string, snapshot: Snapshot): Promise<void> {
  const target = path.resolve(dir)
  const stamp = `${process.pid}-${Date.now()}`
  const tmp = `${target}.tmp-${stamp}`
  await fs.mkdir(path.dirname(target), { recursive: true })
  await removeStale(target)
  try {
    await fs.mkdir(path.join(tmp, ENTITIES_DIR), { recursive: true })
    const files: [string, unknown][] = [
      [SNAPSHOT_FILES.site, snapshot.site],
      [SNAPSHOT_FILES.routes, snapshot.routes],
      [SNAPSHOT_FILES.lists, snapshot.lists],
    ]
    for (const [file, value] of files) await writeJson(tmp, file, value)
    const previous = await previousHashes(target)
    const same = (prefix: string) => (key: string) => {
      const hash = previous?.[`${prefix}${key}`]
      return hash !== undefined && hash === snapshot.manifest.hashes[`${prefix}${key}`]
    }
    const reuse = (file: string, prefix: string) => previous && { from: path.join(target, file), same: same(prefix) }
    for (const table of ENTITY_TABLES) {
      const file = entityFile(table)
      await writeTable(tmp, file, snapshot.entities[table], reuse(file, `${table}:`))
    }
    // The cards are made from the entities being written, so the two can never disagree (their hashes: hash.ts).
    await writeTable(
      tmp,
      SNAPSHOT_FILES.cards,
      deriveCards(snapshot.entities),
      reuse(SNAPSHOT_FILES.cards, CARD_HASH_PREFIX),
    )
    await writeJson(tmp, SNAPSHOT_FILES.manifest, snapshot.manifest)
    await fsyncDir(path.join(tmp, ENTITIES_DIR))
    await fsyncDir(tmp)
    await swap(tmp, target, `${target}.old-${stamp}`)
  } catch (error) {
    await fs.rm(tmp, { recursive: true, force: true })
    throw new Error(
      `Could not write the snapshot to ${target}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
}

async function writeJson(root: string, file: string, value: unknown): Promise<void> {
  let text: string | undefined
  try {
    text = file === SNAPSHOT_FILES.manifest ? JSON.stringify(value, null, 2) : JSON.stringify(value)
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  if (text === undefined) throw new Error(`${file}: no data`)
  const handle = await fs.open(path.join(root, file), 'w')
  try {
    await handle.writeFile(text)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** The entity and card hashes of the snapshot in `target` (undefined: none, or not readable): what a write may take
 *  from its files. */
async function previousHashes(target: string): Promise<Record<string, string> | undefined> {
  try {
    const manifest: unknown = JSON.parse(await fs.readFile(path.join(target, SNAPSHOT_FILES.manifest), 'utf8'))
    const hashes =
      typeof manifest === 'object' && manifest !== null && 'hashes' in manifest ? manifest.hashes : undefined
    return typeof hashes === 'object' && hashes !== null ? (hashes as Record<string, string>) : undefined
  } catch {
    return undefined
  }
}

/** Flush size of writeTable: large enough for few writes, small enough that no table is ever one huge string. */
const CHUNK_CHARS = 1 << 20

/** The previous snapshot's file of a table, and whether an entity (by key) is the same in both. */
type Reuse = { from: string; same: (key: string) => boolean }

/** The previous file of a table, indexed by line (table-index.ts); undefined when there is none to take lines from. */
function openPrevious(file: string): { fd: number; spans: Map<string, Span> } | undefined {
  let fd: number
  try {
    fd = openSync(file, 'r')
  } catch {
    return undefined
  }
  const indexed = indexTable(fd, fstatSync(fd).size)
  if ('spans' in indexed) return { fd, spans: indexed.spans }
  closeSync(fd)
  return undefined
}

/**
 * An entity table (id → entity, or its [id, entity] rows as they are made: the cards) written entity by entity, each on a line of its own (table-index.ts: readers find one
 * entity without parsing the rest), without the table's whole text in memory at once (10,000 articles are ~85 MB of
 * JSON, twice that as a two-byte string). Still one JSON object: JSON.parse(file) equals the table. With `reuse`, the
 * previous file is linked when every entity is the same, in the same order; otherwise the unchanged entities' lines
 * are copied from it.
 */
async function writeTable(
  root: string,
  file: string,
  table: Record<string, unknown> | Iterable<[string, unknown]>,
  reuse?: Reuse,
): Promise<void> {
  const rows = Symbol.iterator in table ? [...(table as Iterable<[string, unknown]>)] : Object.entries(table)
  const previous = reuse && openPrevious(reuse.from)
  try {
    if (previous && reuse && rows.length === previous.spans.size) {
      const keys = previous.spans.keys()
      if (rows.every(([id]) => keys.next().value === id && reuse.same(id))) {
        const linked = await fs.link(reuse.from, path.join(root, file)).then(
          () => true,
          () => false,
        )
        if (linked) return
      }
    }
    await writeRows(root, file, rows, previous && reuse ? { ...previous, same: reuse.same } : undefined)
  } finally {
    if (previous) closeSync(previous.fd)
  }
}

async function writeRows(
  root: string,
  file: string,
  rows: [string, unknown][],
  previous?: { fd: number; spans: Map<string, Span>; same: (key: string) => boolean },
): Promise<void> {
  const handle = await fs.open(path.join(root, file), 'w')
  try {
    let chunk = '{\n'
    let first = true
    for (const [id, entity] of rows) {
      let text: string | undefined
      const span = previous?.same(id) ? previous.spans.get(id) : undefined
      if (span && previous) {
        const bytes = Buffer.allocUnsafe(span.length)
        if (readSync(previous.fd, bytes, 0, span.length, span.offset) === span.length) text = bytes.toString('utf8')
      }
      try {
        text ??= JSON.stringify(entity)
      } catch (error) {
        throw new Error(`${file} (id ${id}): ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        })
      }
      if (text === undefined) continue
      chunk += `${first ? '' : ',\n'}${JSON.stringify(id)}:${text}`
      first = false
      if (chunk.length >= CHUNK_CHARS) {
        await handle.write(chunk)
        chunk = ''
      }
    }
    await handle.write(`${chunk}${first ? '' : '\n'}}`)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Moves the current snapshot aside, moves the new one in, then drops the old one; puts the old one back on failure. */
export async function swap(tmp: string, target: string, old: string): Promise<void> {
  let hadPrevious = true
  try {
    await fs.rename(target, old)
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error
    hadPrevious = false
  }
  try {
    await fs.rename(tmp, target)
  } catch (error) {
    if (hadPrevious) await fs.rename(old, target)
    throw error
  }
  await fsyncDir(path.dirname(target))
  // The new snapshot is in place; an old dir that cannot be removed now is removed as stale by a later write.
  if (hadPrevious) await fs.rm(old, { recursive: true, force: true }).catch(() => undefined)
}

/** Removes `<dir>.tmp-*` and `<dir>.old-*` left by crashed runs, once older than STALE_AFTER_MS. */
export async function removeStale(target: string): Promise<void> {
  const parent = path.dirname(target)
  const prefixes = [`${path.basename(target)}.tmp-`, `${path.basename(target)}.old-`]
  const now = Date.now()
  for (const name of await fs.readdir(parent)) {
    if (!prefixes.some((p) => name.startsWith(p))) continue
    const full = path.join(parent, name)
    const stat = await fs.stat(full).catch(() => undefined)
    if (stat && now - stat.mtimeMs > STALE_AFTER_MS) await fs.rm(full, { recursive: true, force: true })
  }
}

/** Makes a directory's entries durable; not every platform can open a directory, which is fine to skip. */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r').catch(() => undefined)
  if (!handle) return
  try {
    await handle.sync().catch(() => undefined)
  } finally {
    await handle.close()
  }
}

const isCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code
