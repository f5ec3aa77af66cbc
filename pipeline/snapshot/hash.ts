// Content hashes: JSON with sorted keys (so key order never matters) and sha256 per entity and over everything.
import type { Hash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Entities, SiteData } from '#lib/model/snapshot.ts'
import { sha256 } from '#lib/sha256.server.ts'
import { CARD_HASH_PREFIX, deriveCards } from '../derive/cards.ts'

/**
 * JSON.stringify with object keys sorted at every level: the same data always gives the same text. Follows
 * JSON.stringify otherwise (toJSON, undefined/functions dropped, non-finite numbers as null); throws a TypeError
 * naming the path on a BigInt or a circular reference.
 */
export function stableStringify(value: unknown): string {
  return serialize(value, new Set(), '$') ?? 'null'
}

function serialize(input: unknown, ancestors: Set<object>, path: string): string | undefined {
  const value = hasToJson(input) ? input.toJSON() : input
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value)
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null'
    case 'boolean':
      return value ? 'true' : 'false'
    case 'bigint':
      throw new TypeError(`Cannot serialize a BigInt at ${path}`)
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined
  }
  if (typeof value !== 'object' || value === null) return 'null'
  if (ancestors.has(value)) throw new TypeError(`Circular reference at ${path}`)
  ancestors.add(value)
  try {
    if (Array.isArray(value)) {
      const items: unknown[] = value
      return `[${items.map((v, i) => serialize(v, ancestors, `${path}[${i}]`) ?? 'null').join(',')}]`
    }
    const entries: [string, unknown][] = Object.entries(value)
    const fields = entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap(([k, v]) => {
        const text = serialize(v, ancestors, `${path}.${k}`)
        return text === undefined ? [] : [`${JSON.stringify(k)}:${text}`]
      })
    return `{${fields.join(',')}}`
  } finally {
    ancestors.delete(value)
  }
}

const hasToJson = (v: unknown): v is { toJSON: () => unknown } =>
  typeof v === 'object' && v !== null && 'toJSON' in v && typeof v.toJSON === 'function'

export { sha256 }

/** Feeds each file's path (relative to root) and bytes into the hash, in the order given; a missing file counts as such. */
export function updateWithFiles(hash: Hash, root: string, files: readonly string[]): Hash {
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0')
    try {
      hash.update(readFileSync(file))
    } catch {
      hash.update('(missing)')
    }
    hash.update('\0')
  }
  return hash
}

/**
 * sha256 of each entity keyed "articles:1001" / "authors:user:2", of each card of the card table keyed
 * "cards:post:1001" (derive/cards.ts: a page that shows a card depends on that hash, not on the entity's), and one hash
 * over those and the site data. `known`: the hash of an entity already hashed as it is (an incremental run's unchanged
 * entity, pipeline/incremental/reuse.ts).
 */
export function hashSnapshot(
  entities: Entities,
  site: SiteData,
  known?: (key: string) => string | undefined,
): { hashes: Record<string, string>; contentHash: string } {
  const hashes: Record<string, string> = {}
  for (const [table, rows] of Object.entries(entities)) {
    const items: [string, unknown][] = Object.entries(rows)
    // The normalizers build every entity with a fixed key order, so plain JSON.stringify is stable and ~4× faster.
    for (const [id, entity] of items) {
      const key = `${table}:${id}`
      hashes[key] = known?.(key) ?? sha256(JSON.stringify(entity) ?? 'null')
    }
  }
  for (const [key, card] of deriveCards(entities)) hashes[`${CARD_HASH_PREFIX}${key}`] = sha256(JSON.stringify(card))
  return { hashes, contentHash: sha256(stableStringify({ hashes, site })) }
}
