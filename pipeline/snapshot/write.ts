// Writes a snapshot atomically: everything into a sibling temp dir (fsynced), then swapped in with renames.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { deriveCards } from '../derive/cards.ts'
import { ENTITY_TABLES, ENTITIES_DIR, SNAPSHOT_FILES, entityFile } from './layout.ts'

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
    for (const table of ENTITY_TABLES) await writeTable(tmp, entityFile(table), snapshot.entities[table])
    // The cards are made from the entities being written, so the two can never disagree (their hashes: hash.ts).
    await writeTable(tmp, SNAPSHOT_FILES.cards, deriveCards(snapshot.entities))
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

/** Flush size of writeTable: large enough for few writes, small enough that no table is ever one huge string. */
const CHUNK_CHARS = 1 << 20

/**
 * An entity table (id → entity, or its [id, entity] rows as they are made: the cards) written entity by entity, each on a line of its own (table-index.ts: readers find one
 * entity without parsing the rest), without the table's whole text in memory at once (10,000 articles are ~85 MB of
 * JSON, twice that as a two-byte string). Still one JSON object: JSON.parse(file) equals the table.
 */
async function writeTable(
  root: string,
  file: string,
  table: Record<string, unknown> | Iterable<[string, unknown]>,
): Promise<void> {
  const handle = await fs.open(path.join(root, file), 'w')
  try {
    let chunk = '{\n'
    let first = true
    const rows = Symbol.iterator in table ? (table as Iterable<[string, unknown]>) : Object.entries(table)
    for (const [id, entity] of rows) {
      let text: string | undefined
      try {
        text = JSON.stringify(entity)
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
