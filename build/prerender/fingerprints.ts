// The current value of each dependency key (track.ts) on a snapshot, as a short string: an entity's content hash
// (the manifest's, pipeline/snapshot/hash.ts), a hash of a list slice, a route entry. Two builds compare these to know
// which routes' inputs changed. Needs only the manifest, site, routes and lists — not the entity tables.
import type { Snapshot } from '#lib/model/snapshot.ts'
import { sha256, stableStringify } from '#pipeline/snapshot/hash.ts'

export type SnapshotOutline = Pick<Snapshot, 'manifest' | 'site' | 'routes' | 'lists'>

const short = (text: string) => sha256(text).slice(0, 16)
const ABSENT = '-'

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
    return typeof top === 'object' && top !== null && !Array.isArray(top)
      ? (top as Record<string, unknown>)[rest.join(':')]
      : undefined
  }

  const list = (rest: string): string => {
    const range = /^(.*)\[(\d+),(\d+)\)$/.exec(rest)
    if (range) {
      const v = listAt(range[1] ?? '')
      return Array.isArray(v) ? short(JSON.stringify(v.slice(Number(range[2]), Number(range[3])))) : ABSENT
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
