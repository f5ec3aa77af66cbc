// The snapshot's layout on disk, shared by the writer and the reader so the two cannot drift apart.
import type { EntityTable } from '#lib/model/snapshot.ts'
import { POST_TYPE_NAMES, POST_TYPES, type PostType, type PostTypeOf } from '#lib/model/post-types.ts'

/** The tables that are no post type's: the taxonomies' terms (the users share the guest authors' `authors`). */
const OTHER_TABLES = ['terms'] as const satisfies readonly EntityTable[]
type ListedTable = PostTypeOf<PostType>['table'] | (typeof OTHER_TABLES)[number]

/** Every table of `Entities`, one file each under entities/: the post types' (lib/model/post-types.ts), then the rest. */
export const ENTITY_TABLES: readonly ListedTable[] = [
  ...new Set(POST_TYPE_NAMES.map((type): ListedTable => POST_TYPES[type].table)),
  ...OTHER_TABLES,
]

// A table added to `Entities` but neither a post type's nor listed above is a type error here.
type Unlisted = Exclude<EntityTable, ListedTable>
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
