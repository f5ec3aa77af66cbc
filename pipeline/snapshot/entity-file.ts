// An entity table read through explicit calls (decisions 018, 046): `get(id)` reads and parses that entity's line of
// the table file (table-index.ts says where it lies), `keys()` lists the ids in file order without reading an entity,
// `values()` reads them one by one. What a process holds is the index and the last ENTITY_CACHE entities it read. It
// reads the snapshot it was opened on: the file stays open, so a newer snapshot swapped in by the pipeline (write.ts)
// does not change what it returns. No Proxy: a caller that wants a record asks for one (read.ts's loadSnapshot).
import { closeSync, readSync } from 'node:fs'
import { LRUCache } from 'lru-cache'
import type { Span } from './table-index.ts'

/** Entities kept parsed per table: enough for any page's reads, and a constant, whatever the size of the site. */
export const ENTITY_CACHE = 512

/** The reads of one entity table, from a file (EntityFile) or from memory (memoryTable). */
export interface EntityReader<T> {
  /** The entity with this key (id, or author key), or undefined. */
  get(key: number | string): T | undefined
  has(key: number | string): boolean
  /** Every key, in table order. */
  keys(): readonly string[]
  /** Every entity, in table order, read one at a time. */
  values(): IterableIterator<T>
  readonly size: number
}

/** Closes a table's file once nothing holds the reader any more (a snapshot dropped after resetSnapshotCache()). */
const closer = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd)
  } catch {
    // already closed
  }
})

export type EntityFileSource = {
  file: string
  fd: number
  spans: Map<string, Span>
  /** Checks one parsed entity (the reader's outline check); throws naming what is wrong. */
  check: (key: string, value: unknown) => void
}

export class EntityFile<T extends object> implements EntityReader<T> {
  readonly #source: EntityFileSource
  readonly #keys: readonly string[]
  readonly #cache = new LRUCache<string, T>({ max: ENTITY_CACHE })

  constructor(source: EntityFileSource) {
    this.#source = source
    this.#keys = [...source.spans.keys()]
    closer.register(this, source.fd)
  }

  get size(): number {
    return this.#keys.length
  }

  has(key: number | string): boolean {
    return this.#source.spans.has(String(key))
  }

  keys(): readonly string[] {
    return this.#keys
  }

  *values(): IterableIterator<T> {
    for (const key of this.#keys) {
      const value = this.get(key)
      if (value !== undefined) yield value
    }
  }

  get(id: number | string): T | undefined {
    const key = String(id)
    const hit = this.#cache.get(key)
    if (hit !== undefined) return hit
    const { file, fd, spans, check } = this.#source
    const span = spans.get(key)
    if (!span) return undefined
    const bytes = Buffer.allocUnsafe(span.length)
    const got = readSync(fd, bytes, 0, span.length, span.offset)
    let value: unknown
    try {
      if (got !== span.length) throw new Error(`read ${got} of ${span.length} bytes`)
      value = JSON.parse(bytes.toString('utf8'))
    } catch (error) {
      throw new Error(
        `Snapshot file ${file}: entity ${key} is not valid JSON (${error instanceof Error ? error.message : String(error)}); run "npm run pipeline" again`,
        { cause: error },
      )
    }
    check(key, value)
    this.#cache.set(key, value as T)
    return value as T
  }
}

/** A table held in memory (a small table, an earlier writer's one-line file, or a snapshot the pipeline just made). */
export function memoryTable<T>(record: Readonly<Record<string | number, T>>): EntityReader<T> {
  const own = (key: number | string) => Object.hasOwn(record, String(key))
  return {
    get: (key) => (own(key) ? record[String(key)] : undefined),
    has: own,
    keys: () => Object.keys(record),
    values: () => Object.values(record).values(),
    get size() {
      return Object.keys(record).length
    },
  }
}

/** The whole table as a plain record, in table order (reads every entity). */
export function tableRecord<T>(reader: EntityReader<T>): Record<string, T> {
  const out: Record<string, T> = {}
  for (const key of reader.keys()) {
    const value = reader.get(key)
    if (value !== undefined) out[key] = value
  }
  return out
}
