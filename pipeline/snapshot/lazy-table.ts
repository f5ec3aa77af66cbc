// An entity table read on demand (docs/decisions/018): what a process holds is the table's index — each entity's key
// and where its line lies in the file (table-index.ts) — and the last ENTITY_CACHE entities it read; `table[id]` reads
// and parses that one line. To every caller it is the same record as before: keys in file order, `in`, Object.keys /
// values / entries, spreading, JSON.stringify. It is read-only (the snapshot is), and reads the snapshot it was opened
// on: the file stays open, so a newer snapshot swapped in by the pipeline (write.ts) does not change what it returns.
import { closeSync, readSync } from 'node:fs'
import type { Span } from './table-index.ts'

/** Entities kept parsed per table: enough for any page's reads, and a constant, whatever the size of the site. */
export const ENTITY_CACHE = 512

/** Closes a table's file once nothing holds the table any more (a snapshot dropped after resetSnapshotCache()). */
const closer = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd)
  } catch {
    // already closed
  }
})

export type LazyTableSource = {
  file: string
  fd: number
  spans: Map<string, Span>
  /** Checks one parsed entity (the reader's outline check); throws naming what is wrong. */
  check: (key: string, value: unknown) => void
}

const readOnly = (file: string) => new TypeError(`${file} is part of a loaded snapshot and read-only`)

/** The table as a record whose values are read from the file when asked for. */
export function lazyTable<T>(source: LazyTableSource): Record<string, T> {
  const { file, fd, spans, check } = source
  const cache = new Map<string, T>()
  const read = (key: string): T | undefined => {
    const hit = cache.get(key)
    if (hit !== undefined) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(key)
      cache.set(key, hit)
      return hit
    }
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
    if (cache.size >= ENTITY_CACHE) cache.delete(cache.keys().next().value ?? '')
    cache.set(key, value as T)
    return value as T
  }
  const keys = [...spans.keys()]
  const target: Record<string, T> = {}
  const table = new Proxy(target, {
    get(t, prop, receiver) {
      return typeof prop === 'string' && spans.has(prop) ? read(prop) : Reflect.get(t, prop, receiver)
    },
    has(t, prop) {
      return typeof prop === 'string' && spans.has(prop) ? true : Reflect.has(t, prop)
    },
    ownKeys() {
      return [...keys]
    },
    // An accessor, so enumerating keys (Object.keys, `for … in`) reads no entity; reading a value does.
    getOwnPropertyDescriptor(_t, prop) {
      if (typeof prop !== 'string' || !spans.has(prop)) return undefined
      return { get: () => read(prop), set: undefined, enumerable: true, configurable: true }
    },
    set() {
      throw readOnly(file)
    },
    defineProperty() {
      throw readOnly(file)
    },
    deleteProperty() {
      throw readOnly(file)
    },
    setPrototypeOf() {
      throw readOnly(file)
    },
  })
  closer.register(table, fd)
  return table
}
