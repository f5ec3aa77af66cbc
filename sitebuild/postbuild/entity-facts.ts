// What the postbuild reads of an entity — the sitemap its robots directive and modified time, the feeds its date,
// status and path — by the entity's content hash (the manifest's, pipeline/snapshot/hash.ts). The big tables are read
// from disk on demand (decision 018): reading every article and vet again to make the sitemap and the feeds cost an
// incremental build seconds. Kept between builds in `<DIST_DIR>/.cache/entity-facts.json` (never published; it travels
// with dist/ in Netlify's build cache): an entity whose hash is the one recorded is not read, so the postbuild reads the
// entities that changed. Same hash, same entity, same facts: the output is the one reading every entity gives.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Entities, Snapshot } from '#lib/model/snapshot.ts'
import { storedFrom, type StoredSnapshot } from '#pipeline/snapshot/stored.ts'
import { isRecord } from '#lib/is-record.ts'
import { cacheStamp } from '#lib/cache/stamp.server.ts'

export type Stamp = { ms: number; w3c: string }
/** An entity's facts; absent fields are absent on the entity. */
export type Facts = { robots?: string; stamp?: Stamp; date?: string; status?: string; path?: string }
export type EntityTableName = keyof Entities

/** The stamp of the facts' code (this file, route-info.ts and all they import: lib/cache/table.ts `entityFacts`):
 *  facts made by other code are not trusted. */
export const factsStamp = () => cacheStamp('entityFacts')

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)

/** Yoast's modified time carries its offset; the entity's `modified` is CMS-local time, so only its date is used. */
export function stampOf(modified: string | undefined, modifiedTime: string | undefined): Stamp | undefined {
  const exact = modifiedTime && Date.parse(modifiedTime)
  if (exact && modifiedTime) return { ms: exact, w3c: modifiedTime }
  if (modified === undefined) return undefined
  const ms = Date.parse(modified)
  return Number.isNaN(ms) ? undefined : { ms, w3c: modified.slice(0, 10) }
}

/** The facts of one entity as the snapshot holds it. */
export function factsOf(entity: unknown): Facts {
  if (!isRecord(entity)) return {}
  const seo = isRecord(entity.seo) ? entity.seo : undefined
  const robots = str(seo?.robots)
  const stamp = seo && typeof entity.modified === 'string' ? stampOf(entity.modified, str(seo.modifiedTime)) : undefined
  const [date, status, p] = [str(entity.date), str(entity.status), str(entity.path)]
  return {
    ...(robots !== undefined ? { robots } : {}),
    ...(stamp ? { stamp } : {}),
    ...(date !== undefined ? { date } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(p !== undefined ? { path: p } : {}),
  }
}

type Row = [hash: string, facts: Facts]

export class EntityFacts {
  readonly #known: Map<string, Row>
  readonly #used = new Map<string, Row>()
  hits = 0
  misses = 0

  private readonly s: StoredSnapshot

  constructor(s: Snapshot | StoredSnapshot, known: Map<string, Row> = new Map()) {
    this.s = storedFrom(s)
    this.#known = known
  }

  /** The facts of `table`'s entity `id`, or undefined when the table has none. */
  get(table: EntityTableName, id: string | number): Facts | undefined {
    const key = `${table}:${id}`
    const hash = this.s.manifest.hashes[key]
    if (hash === undefined) {
      // An entity without a hash (a snapshot made by hand): read, never remembered.
      const entity: unknown = this.s.tables[table].get(id)
      return entity === undefined ? undefined : factsOf(entity)
    }
    const used = this.#used.get(key)
    if (used && used[0] === hash) return used[1]
    const known = this.#known.get(key)
    if (known && known[0] === hash) {
      this.hits++
      this.#used.set(key, known)
      return known[1]
    }
    const entity: unknown = this.s.tables[table].get(id)
    if (entity === undefined) return undefined
    this.misses++
    const row: Row = [hash, factsOf(entity)]
    this.#used.set(key, row)
    return row[1]
  }

  /** The facts of `<distDir>/.cache/entity-facts.json` for this snapshot (none when missing, unreadable or other code). */
  static read(distDir: string, s: Snapshot | StoredSnapshot, code: string = factsStamp()): EntityFacts {
    try {
      const json: unknown = JSON.parse(readFileSync(fileOf(distDir), 'utf8'))
      if (!isRecord(json) || json.code !== code || !isRecord(json.rows)) return new EntityFacts(s)
      const known = new Map<string, Row>()
      for (const [key, row] of Object.entries(json.rows)) {
        if (Array.isArray(row) && typeof row[0] === 'string' && isRecord(row[1]))
          known.set(key, [row[0], row[1] as Facts])
      }
      return new EntityFacts(s, known)
    } catch {
      return new EntityFacts(s)
    }
  }

  /** Writes what this build used (atomically). */
  write(distDir: string, code: string = factsStamp()): void {
    const file = fileOf(distDir)
    mkdirSync(path.dirname(file), { recursive: true })
    const temp = `${file}.${process.pid}.tmp`
    writeFileSync(temp, JSON.stringify({ code, rows: Object.fromEntries(this.#used) }))
    renameSync(temp, file)
  }
}

const fileOf = (distDir: string) => path.join(distDir, '.cache', 'entity-facts.json')
