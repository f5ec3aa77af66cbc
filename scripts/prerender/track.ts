// What a page's output depends on: the snapshot every page reads (content/snapshot.server.ts) is handed to each render
// behind a recording Proxy, so the dependencies are exactly what the page's +data and components read — no list to keep
// in step with the pages by hand. Keys (fingerprinted by fingerprints.ts, compared by plan.ts):
//   e:<table>:<id>   one entity (its content hash)          e:<table>:*   a whole table (the page iterated it)
//   l:<name>#len     a list's length (or its absence)        l:<name>[a,b) the ids at positions a … b-1
//   l:<name>:<key>…  the same for a keyed list (byTerm, …)   l:<name>:*    a keyed list's keys
//   r:<path>         one route-table entry                   r:*           the whole route table
//   s:<key>          a site-data field (menus, settings, …)  m:<key>       a manifest field
import type { Snapshot } from '../../pipeline/model/snapshot.ts'

export type Recorder = Set<string>

const isIndex = (key: string | symbol): key is string => typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key)

/** Contiguous index ranges "[a,b)" of a set of indices, in order. */
export function ranges(indices: Iterable<number>): Array<[number, number]> {
  const sorted = [...new Set(indices)].sort((a, b) => a - b)
  const out: Array<[number, number]> = []
  for (const i of sorted) {
    const last = out[out.length - 1]
    if (last && last[1] === i) last[1] = i + 1
    else out.push([i, i + 1])
  }
  return out
}

/** An id list whose reads are recorded: its length, and which positions (turned into ranges by `finish`). */
function trackArray(list: readonly unknown[], key: string, rec: Recorder, reads: Map<string, Set<number>>): readonly unknown[] {
  return new Proxy(list, {
    get(target, prop, receiver) {
      if (prop === 'length') rec.add(`${key}#len`)
      else if (isIndex(prop)) {
        let read = reads.get(key)
        if (!read) reads.set(key, (read = new Set()))
        read.add(Number(prop))
      }
      return Reflect.get(target, prop, receiver)
    },
    has(target, prop) {
      if (isIndex(prop)) rec.add(`${key}#len`)
      return Reflect.has(target, prop)
    },
    ownKeys(target) {
      rec.add(`${key}[0,${target.length})`)
      return Reflect.ownKeys(target)
    },
  })
}

/** A record whose reads are recorded per key (`<prefix>:<key>`), and as a whole (`<prefix>:*`) when iterated. */
function trackRecord<T extends object>(value: T, prefix: string, rec: Recorder, wrap?: (v: unknown, key: string) => unknown): T {
  return new Proxy(value, {
    get(target, prop, receiver) {
      const v: unknown = Reflect.get(target, prop, receiver)
      if (typeof prop !== 'string') return v
      if (wrap) return wrap(v, `${prefix}:${prop}`)
      rec.add(`${prefix}:${prop}`)
      return v
    },
    has(target, prop) {
      if (typeof prop === 'string') rec.add(wrap ? `${prefix}:${prop}#len` : `${prefix}:${prop}`)
      return Reflect.has(target, prop)
    },
    ownKeys(target) {
      rec.add(`${prefix}:*`)
      return Reflect.ownKeys(target)
    },
    getOwnPropertyDescriptor(target, prop) {
      if (typeof prop === 'string' && !wrap) rec.add(`${prefix}:${prop}`)
      return Reflect.getOwnPropertyDescriptor(target, prop)
    },
  })
}

export type Tracked = { snapshot: Snapshot; finish: () => string[] }

/** `s` behind recording proxies; `finish()` gives the sorted dependency keys of everything read since. */
export function trackSnapshot(s: Snapshot, rec: Recorder = new Set()): Tracked {
  const reads = new Map<string, Set<number>>()
  const list = (v: unknown, key: string): unknown => {
    if (Array.isArray(v)) return trackArray(v, key, rec, reads)
    if (typeof v === 'object' && v !== null) return trackRecord(v, key, rec, list)
    rec.add(`${key}#len`)
    return v
  }
  const tables = Object.fromEntries(Object.entries(s.entities).map(([t, rows]) => [t, trackRecord(rows, `e:${t}`, rec)]))
  const snapshot: Snapshot = {
    manifest: trackRecord(s.manifest, 'm', rec),
    site: trackRecord(s.site, 's', rec),
    routes: trackRecord(s.routes, 'r', rec),
    lists: trackRecord(s.lists, 'l', rec, list),
    entities: trackRecord(tables as Snapshot['entities'], 'e', rec, (v) => v),
  }
  const finish = () => {
    for (const [key, read] of reads) for (const [a, b] of ranges(read)) rec.add(`${key}[${a},${b})`)
    reads.clear()
    return [...rec].sort()
  }
  return { snapshot, finish }
}
