// The site store (docs/decisions/031): every read a page, a function or the postbuild makes of the site's data, as
// typed calls on one object handed to it — never found through a global. Pages get it as `pageContext.store` (the
// prerender worker and the editors' functions pass it to Vike's renderPage); the prerender
// records a page's dependencies with a wrapper of the same interface (sitebuild/prerender/track.ts), and an editor's
// private page or preview is a store laid in front of the build's (overlay-store.ts).
import type { CardKind, Cards } from '#lib/model/cards.ts'
import type { EntityRow, EntityTable, Lists, Route, SiteData, Snapshot } from '#lib/model/snapshot.ts'
import { storedFrom, type StoredSnapshot } from './stored.ts'

/** The lists keyed by a term id, an author key or a partner type. */
export type KeyedList = 'byTerm' | 'byAuthor' | 'partnersByType' | 'clinicsByFinderTerm' | 'vetsByFinderTerm'
export type PlainList = Exclude<keyof Lists, KeyedList>
/** A list: a plain one by name, a keyed one by name and key. */
export type ListRef = PlainList | readonly [KeyedList, string | number]
/** What a list holds: author keys for `authors`, entity ids for every other. */
export type ItemOf<R extends ListRef> = R extends 'authors' ? string : number
export type Neighbours<T> = { found: boolean; before?: T; after?: T }

/** The neighbours of the first `value` in `list` (store.listNeighbours; the prerender's fingerprints use it too). */
export function neighboursIn<T>(list: readonly T[] | undefined, at: number): Neighbours<T> {
  if (!list || at < 0) return { found: false }
  return {
    found: true,
    ...(at > 0 ? { before: list[at - 1] as T } : {}),
    ...(at + 1 < list.length ? { after: list[at + 1] as T } : {}),
  }
}

export interface SiteStore {
  /** One entity, or undefined. */
  entity<T extends EntityTable>(table: T, id: number | string): EntityRow<T> | undefined
  /**
   * An item's card (decision 048: what a card shows, from the card table the pipeline wrote — never the whole entity),
   * or undefined when the item is not a published one. `post`: an article, news post, lesson or event by id.
   */
  card<K extends CardKind>(kind: K, id: number | string): Cards[K] | undefined
  /** Every entity of a table, in table order (small tables only: terms, partners, authors, pages). */
  entities<T extends EntityTable>(table: T): Array<EntityRow<T>>
  /** The route-table entry at a path. */
  route(path: string): Route | undefined
  /** The whole route table (a page that reads it depends on every entry). */
  routes(): Readonly<Record<string, Route>>
  /** A list's length; 0 for a keyed list that has no entry for the key. */
  listLength(ref: ListRef): number
  /** Positions start … end-1 of a list (fewer at its end). */
  listWindow<R extends ListRef>(ref: R, start: number, end: number): Array<ItemOf<R>>
  /** A whole list. */
  list<R extends ListRef>(ref: R): ReadonlyArray<ItemOf<R>>
  /**
   * The items just before and just after the first `value` in a list (`found: false` when it is not in it). What a
   * page shows of its place in a list — its neighbours — without its position, which moves whenever an item is added
   * or removed before it: the prerender records this as one key (`l:<list>@<value>`), so a new article re-renders its
   * neighbours' pages, not every page after it (decision 067).
   */
  listNeighbours<R extends ListRef>(ref: R, value: ItemOf<R>): Neighbours<ItemOf<R>>
  /** The keys of a keyed list. */
  listKeys(name: KeyedList): string[]
  /** A site-data field: settings, menus, frontpageId, … */
  site<K extends keyof SiteData>(key: K): SiteData[K]
  /**
   * Data derived once per store from the whole site (the layout): built on first use from the store itself and kept
   * with it. A build-wide input — the prerender does not record what building it reads (plan.ts's globals do).
   */
  derived<T>(key: string, build: (store: SiteStore) => T): T
}

const listValue = (lists: Lists, ref: ListRef): readonly unknown[] | undefined => {
  if (typeof ref === 'string') return lists[ref]
  const [name, key] = ref
  return (lists[name] as Record<string, readonly unknown[] | undefined> | undefined)?.[String(key)]
}

/**
 * The store over an opened snapshot (pipeline/snapshot/read.ts's openSnapshot: the big tables read entity by entity),
 * or a snapshot held in memory (the pipeline's, a test's).
 */
export function snapshotStore(source: Snapshot | StoredSnapshot): SiteStore {
  const s = storedFrom(source)
  const derived = new Map<string, unknown>()
  const store: SiteStore = {
    entity: (table, id) => s.tables[table].get(id),
    card: (kind, id) => s.cards.get(kind, id),
    entities: (table) => [...s.tables[table].values()],
    route: (path) => s.routes[path],
    routes: () => s.routes,
    listLength: (ref) => listValue(s.lists, ref)?.length ?? 0,
    listWindow: <R extends ListRef>(ref: R, start: number, end: number) =>
      (listValue(s.lists, ref)?.slice(start, end) ?? []) as Array<ItemOf<R>>,
    list: <R extends ListRef>(ref: R) => (listValue(s.lists, ref) ?? []) as ReadonlyArray<ItemOf<R>>,
    listNeighbours: <R extends ListRef>(ref: R, value: ItemOf<R>) => {
      const list = listValue(s.lists, ref) as ReadonlyArray<ItemOf<R>> | undefined
      return neighboursIn(list, list?.indexOf(value) ?? -1)
    },
    listKeys: (name) => Object.keys(s.lists[name] ?? {}),
    site: (key) => s.site[key],
    derived: <T>(key: string, build: (st: SiteStore) => T): T => {
      if (!derived.has(key)) derived.set(key, build(store))
      return derived.get(key) as T
    },
  }
  return store
}
