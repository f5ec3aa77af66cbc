// The content set refers to objects by id (featured images, terms, authors, blocks' posts). WordPress assigns ids
// itself; to keep the set's references valid, each object is created through the REST API right after the table's
// next id is set to the set's id. This steers MariaDB's AUTO_INCREMENT only: every object is still made by WordPress.
import { sql } from '../mariadb.ts'

export type Table = 'wp_posts' | 'wp_terms' | 'wp_users'

/** The id each table gives next, as far as the seeder knows (after a created id N it is N + 1). */
const upcoming = new Map<Table, number>()

/** Makes `id` the next id of `table` (objects must be created in ascending id order). */
export async function nextId(table: Table, id: number): Promise<void> {
  if (upcoming.get(table) === id) return
  await sql(`ALTER TABLE ${table} AUTO_INCREMENT = ${Math.trunc(id)}`, 'wordpress')
  upcoming.set(table, id)
}

/** Fails when WordPress gave an object another id than the set's (something else took the id in between). */
export function expectId(kind: string, wanted: number, got: unknown, table: Table = 'wp_posts'): void {
  if (Number(got) !== wanted)
    throw new Error(`${kind}: created with id ${String(got)}, the content set needs ${wanted}`)
  upcoming.set(table, wanted + 1)
}

/** Forgets what the seeder knew (a new database). */
export function resetIds(): void {
  upcoming.clear()
}
