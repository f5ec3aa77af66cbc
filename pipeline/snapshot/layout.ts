// The snapshot's layout on disk, shared by the writer and the reader so the two cannot drift apart.
import type { EntityTable } from '#lib/model/snapshot.ts'

/** Every table of `Entities`, one file each under entities/. */
export const ENTITY_TABLES = [
  'articles',
  'posts',
  'lessons',
  'events',
  'pages',
  'partners',
  'products',
  'clinics',
  'vets',
  'authors',
  'terms',
] as const satisfies readonly EntityTable[]

// A table added to `Entities` but not listed above is a type error here.
type Unlisted = Exclude<EntityTable, (typeof ENTITY_TABLES)[number]>
export const _everyTableListed: [Unlisted] extends [never] ? true : never = true

export const SNAPSHOT_FILES = {
  manifest: 'manifest.json',
  site: 'site.json',
  routes: 'routes.json',
  lists: 'lists.json',
  /** The card table (decision 048): one card a line, keyed `<kind>:<id>`, as the entity tables are laid out. */
  cards: 'cards.json',
} as const
export const ENTITIES_DIR = 'entities'
export const entityFile = (table: EntityTable): string => `${ENTITIES_DIR}/${table}.json`
