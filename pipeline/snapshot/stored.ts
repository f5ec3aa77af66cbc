// A snapshot as the readers see it (decision 046): the small files parsed, each entity table behind an explicit
// reader (entity-file.ts) — from disk (read.ts's openSnapshot) or from memory (a snapshot the pipeline just made, a
// test's fixture). The store (store.ts), the postbuild and the pipeline's reuse read entities through it. The cards
// (decision 048) are read from the card table the pipeline wrote, or made from the tables of a snapshot in memory.
import type { CardKind, Cards } from '#lib/model/cards.ts'
import type { Entities, EntityRow, EntityTable, Snapshot } from '#lib/model/snapshot.ts'
import { cardOf } from '../derive/cards.ts'
import { memoryTable, tableRecord, type EntityReader } from './entity-file.ts'
import { ENTITY_TABLES } from './layout.ts'

/** One row of an entity table. */
export type Tables = { [K in EntityTable]: EntityReader<EntityRow<K>> }
/** The card table's reads: one card by kind and id, or undefined (no such item, or not a published one). */
export type CardReader = { get<K extends CardKind>(kind: K, id: number | string): Cards[K] | undefined }
export type StoredSnapshot = Omit<Snapshot, 'entities'> & { tables: Tables; cards: CardReader }

const isStored = (s: Snapshot | StoredSnapshot): s is StoredSnapshot => 'tables' in s

/** Cards made on demand from tables (a snapshot in memory: made by the same code the pipeline writes them with). */
export const madeCards = (tables: Tables): CardReader => ({
  get: (kind, id) => cardOf(kind, id, (table, key) => tables[table].get(key)),
})

/** A snapshot held in memory, as readers (the tables are not copied). */
export function storedFrom(s: Snapshot | StoredSnapshot): StoredSnapshot {
  if (isStored(s)) return s
  const { entities, ...rest } = s
  const tables = Object.fromEntries(
    ENTITY_TABLES.map((t) => [t, memoryTable<unknown>(entities[t])]),
  ) as unknown as Tables
  return { ...rest, tables, cards: madeCards(tables) }
}

/** Every table read whole into plain records: the Snapshot the pipeline wrote (reads every entity). */
export function materialize(s: StoredSnapshot): Snapshot {
  const { tables, cards: _cards, ...rest } = s
  const entities = Object.fromEntries(
    ENTITY_TABLES.map((t) => [t, tableRecord<unknown>(tables[t])]),
  ) as unknown as Entities
  return { ...rest, entities }
}
