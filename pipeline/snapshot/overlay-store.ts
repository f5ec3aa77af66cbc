// An editor's private page or draft preview (pipeline/live/, functions/editor-*.ts): one live entity, and its route,
// laid in front of the build's store. Every other read goes to the build's store; nothing of it is copied, so a big
// table stays on disk.
import type { EntityRow, EntityTable, Route } from '#lib/model/snapshot.ts'
import { CARD_TABLES, cardOf } from '../derive/cards.ts'
import type { SiteStore } from './store.ts'

/** What the CMS's live answer adds to the build's data. */
export type LiveOverlay = { table: EntityTable; key: string | number; entity: unknown; path: string; route: Route }

const isIndex = (key: string) => /^(0|[1-9]\d*)$/.test(key)

/** `rows` with `value` at `key`, in the order `{ ...table, [key]: value }` would iterate: integer keys ascending first. */
function withRow<T>(rows: Array<[string, T]>, key: string, value: T): T[] {
  const at = rows.findIndex(([k]) => k === key)
  if (at !== -1) return rows.map(([k, v]) => (k === key ? value : v))
  if (!isIndex(key)) return [...rows.map(([, v]) => v), value]
  const before = rows.findIndex(([k]) => !isIndex(k) || Number(k) > Number(key))
  const values = rows.map(([, v]) => v)
  if (before === -1) return [...values, value]
  return [...values.slice(0, before), value, ...values.slice(before)]
}

const keyOf = (table: EntityTable, row: unknown): string => {
  const r = row as { id: number; kind?: string; key?: string }
  return table === 'authors' ? String(r.key ?? '') : String(r.id)
}

export function overlayStore(base: SiteStore, live: LiveOverlay): SiteStore {
  const key = String(live.key)
  const entity: SiteStore['entity'] = (table, id) =>
    table === live.table && String(id) === key ? (live.entity as EntityRow<typeof table>) : base.entity(table, id)
  return {
    ...base,
    entity,
    // The live item's own card is made from it (as the pipeline would make it); every other card is the build's.
    card: (kind, id) =>
      String(id) === key && (CARD_TABLES[kind] as readonly EntityTable[]).includes(live.table)
        ? cardOf(kind, id, entity)
        : base.card(kind, id),
    entities: (table) => {
      const rows = base.entities(table)
      if (table !== live.table) return rows
      return withRow(
        rows.map((r) => [keyOf(table, r), r]),
        key,
        live.entity as EntityRow<typeof table>,
      )
    },
    route: (path) => (path === live.path ? live.route : base.route(path)),
    routes: () => ({ ...base.routes(), [live.path]: live.route }),
  }
}
