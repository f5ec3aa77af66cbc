// A snapshot as the readers see it (decision 046): the small files parsed, each entity table behind an explicit
// reader (entity-file.ts) — from disk (read.ts's openSnapshot) or from memory (a snapshot the pipeline just made, a
// test's fixture). The store (store.ts), the postbuild and the pipeline's reuse read entities through it.
import type { Entities, EntityTable, Snapshot } from '#lib/model/snapshot.ts'
import { memoryTable, tableRecord, type EntityReader } from './entity-file.ts'
import { ENTITY_TABLES } from './layout.ts'

/** One row of an entity table. */
export type Row<T extends EntityTable> = Entities[T] extends Record<string | number, infer R> ? R : never
export type Tables = { [K in EntityTable]: EntityReader<Row<K>> }
export type StoredSnapshot = Omit<Snapshot, 'entities'> & { tables: Tables }

const isStored = (s: Snapshot | StoredSnapshot): s is StoredSnapshot => 'tables' in s

/** A snapshot held in memory, as readers (the tables are not copied). */
export function storedFrom(s: Snapshot | StoredSnapshot): StoredSnapshot {
  if (isStored(s)) return s
  const { entities, ...rest } = s
  const tables = Object.fromEntries(
    ENTITY_TABLES.map((t) => [t, memoryTable<unknown>(entities[t])]),
  ) as unknown as Tables
  return { ...rest, tables }
}

/** Every table read whole into plain records: the Snapshot the pipeline wrote (reads every entity). */
export function materialize(s: StoredSnapshot): Snapshot {
  const { tables, ...rest } = s
  const entities = Object.fromEntries(
    ENTITY_TABLES.map((t) => [t, tableRecord<unknown>(tables[t])]),
  ) as unknown as Entities
  return { ...rest, entities }
}
