// The current value of each dependency key (track.ts) on a snapshot, as a short string: an entity's content hash
// (the manifest's, pipeline/snapshot/hash.ts), a hash of a list slice, a route entry. Two builds compare these to know
// which routes' inputs changed. Needs only the manifest, site, routes and lists — not the entity tables.
import { createHash, type Hash } from 'node:crypto'
import { isRecord } from '#lib/is-record.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { sha256, stableStringify } from '#pipeline/snapshot/hash.ts'
import { neighboursIn } from '#pipeline/snapshot/store.ts'

export type SnapshotOutline = Pick<Snapshot, 'manifest' | 'site' | 'routes' | 'lists'> & {
  /** The terms, when the caller has them (the driver's plan snapshot does): a term's fingerprint then leaves its
   *  `count` out (termFingerprint). */
  entities?: Partial<Pick<Snapshot['entities'], 'terms'>>
}

/**
 * A term without its `count`. The count moves with every post published, moved or removed in the term, and no page
 * shows it (a page that counts a term's items reads the list's length, `l:byTerm:<id>#len`, which is its own key):
 * with the count in, one new article re-rendered every page that names its category — 7,153 pages for a category
 * change on the 10k set (decision 052). A page that showed a term's count would have to read it as a key of its own.
 */
export function termFingerprint(term: unknown): string {
  if (typeof term !== 'object' || term === null) return ABSENT
  const { count: _, ...rest } = term as Record<string, unknown>
  return short(stableStringify(rest))
}

const short = (text: string) => sha256(text).slice(0, 16)
const ABSENT = '-'
/** A window from 0 at least this long is hashed from the list's running hash (prefixHashes) instead of its slice. */
const PREFIX_FROM = 64

/**
 * `short(JSON.stringify(list.slice(0, b)))` for every b in `ends`, in one pass over the list: one running hash, copied
 * at each end. Every article page reads the articles list from 0 to its own position (its neighbours depend on what is
 * before it): hashing each of those 10,000 slices on its own hashed 50 million ids for each plan.
 */
export function prefixHashes(list: readonly unknown[], ends: Iterable<number>): Map<number, string> {
  const wanted = [...new Set(ends)].filter((b) => b >= 0 && b <= list.length).sort((x, y) => x - y)
  const out = new Map<number, string>()
  const running: Hash = createHash('sha256').update('[')
  const digestAt = (b: number) => out.set(b, running.copy().update(']').digest('hex').slice(0, 16))
  let i = 0
  for (const b of wanted) {
    for (; i < b; i++) running.update(`${i ? ',' : ''}${JSON.stringify(list[i]) ?? 'null'}`)
    digestAt(b)
  }
  return out
}

export function createFingerprinter(s: SnapshotOutline): (key: string) => string {
  const memo = new Map<string, string>()
  const tableHashes = new Map<string, string>()
  let routesHash: string | undefined

  const tableHash = (table: string): string => {
    let h = tableHashes.get(table)
    if (h === undefined) {
      const prefix = `${table}:`
      const rows = Object.entries(s.manifest.hashes)
        .filter(([k]) => k.startsWith(prefix))
        .sort(([a], [b]) => (a < b ? -1 : 1))
      h = short(JSON.stringify(rows))
      tableHashes.set(table, h)
    }
    return h
  }

  /** lists.<name> or lists.<name>[<key>] from "name" / "name:key". */
  const listAt = (path: string): unknown => {
    const [name = '', ...rest] = path.split(':')
    const top: unknown = (s.lists as Record<string, unknown>)[name]
    if (!rest.length) return top
    return isRecord(top) ? top[rest.join(':')] : undefined
  }

  /** Per list path, the prefix hashes made so far (prefixHashes: one pass per list and plan, not one per window). */
  const prefixes = new Map<string, Map<number, string>>()
  const prefix = (path: string, v: readonly unknown[], end: number): string => {
    let known = prefixes.get(path)
    if (!known) {
      // Every end a window from 0 of this list can have: one pass now instead of one per page later.
      prefixes.set(
        path,
        (known = prefixHashes(
          v,
          Array.from({ length: v.length + 1 }, (_, b) => b),
        )),
      )
    }
    return known.get(end) ?? short(JSON.stringify(v.slice(0, end)))
  }

  /** Per list path, each value's first position (one pass per list and plan, not an indexOf per page). */
  const positions = new Map<string, Map<string, number>>()
  const neighbours = (path: string, value: string): string => {
    const v = listAt(path)
    if (!Array.isArray(v)) return ABSENT
    let at = positions.get(path)
    if (!at) {
      at = new Map()
      for (let i = v.length - 1; i >= 0; i--) at.set(String(v[i]), i)
      positions.set(path, at)
    }
    return stableStringify(neighboursIn(v, at.get(value) ?? -1))
  }

  const list = (rest: string): string => {
    const around = /^(.*)@(.*)$/.exec(rest)
    if (around) return neighbours(around[1] ?? '', around[2] ?? '')
    const range = /^(.*)\[(\d+),(\d+)\)$/.exec(rest)
    if (range) {
      const path = range[1] ?? ''
      const v = listAt(path)
      if (!Array.isArray(v)) return ABSENT
      const [a, b] = [Number(range[2]), Number(range[3])]
      return a === 0 && b >= PREFIX_FROM ? prefix(path, v, Math.min(b, v.length)) : short(JSON.stringify(v.slice(a, b)))
    }
    if (rest.endsWith('#len')) {
      const v = listAt(rest.slice(0, -4))
      return Array.isArray(v) ? String(v.length) : v === undefined ? ABSENT : short(stableStringify(v))
    }
    if (rest.endsWith(':*')) {
      const v = listAt(rest.slice(0, -2))
      return typeof v === 'object' && v !== null ? short(JSON.stringify(Object.keys(v).sort())) : ABSENT
    }
    const v = listAt(rest)
    return v === undefined ? ABSENT : short(stableStringify(v))
  }

  const compute = (key: string): string => {
    const colon = key.indexOf(':')
    const kind = key.slice(0, colon)
    const rest = key.slice(colon + 1)
    switch (kind) {
      case 'e': {
        const sep = rest.indexOf(':')
        if (sep === -1) return s.manifest.contentHash
        const table = rest.slice(0, sep)
        const id = rest.slice(sep + 1)
        const terms = s.entities?.terms
        if (table === 'terms' && id !== '*' && terms) return termFingerprint(terms[Number(id)])
        return id === '*' ? tableHash(table) : (s.manifest.hashes[`${table}:${id}`] ?? ABSENT)
      }
      case 'l':
        return list(rest)
      case 'r': {
        if (rest === '*') return (routesHash ??= short(stableStringify(s.routes)))
        const route = s.routes[rest]
        return route ? stableStringify(route) : ABSENT
      }
      case 's': {
        const v: unknown = (s.site as Record<string, unknown>)[rest]
        return v === undefined ? ABSENT : short(stableStringify(v))
      }
      case 'm': {
        const v: unknown = (s.manifest as Record<string, unknown>)[rest]
        return v === undefined ? ABSENT : short(stableStringify(v))
      }
      // A key this build does not know: it changes whenever anything does.
      default:
        return s.manifest.contentHash
    }
  }

  return (key) => {
    let v = memo.get(key)
    if (v === undefined) memo.set(key, (v = compute(key)))
    return v
  }
}
