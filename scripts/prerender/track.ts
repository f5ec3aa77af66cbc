// What a page's output depends on: the snapshot every page reads (content/snapshot.server.ts) is handed to each render
// behind a recording Proxy, so the dependencies are exactly what the page's +data and components read — no list to keep
// in step with the pages by hand. Keys (fingerprinted by fingerprints.ts, compared by plan.ts):
//   e:<table>:<id>   one entity (its content hash)          e:<table>:*   a whole table (the page iterated it)
//   l:<name>#len     a list's length (or its absence)        l:<name>[a,b) the ids at positions a … b-1
//   l:<name>:<key>…  the same for a keyed list (byTerm, …)   l:<name>:*    a keyed list's keys
//   r:<path>         one route-table entry                   r:*           the whole route table
//   s:<key>          a site-data field (menus, settings, …)  m:<key>       a manifest field
import type { Snapshot } from '#lib/model/snapshot.ts'

export type Recorder = Set<string>

/** An array index ("0", "17"; not "01", "-1" or "1.5"), without a regular expression: it runs on every read. */
function isIndex(key: string | symbol): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 15) return false
  const first = key.charCodeAt(0)
  if (first === 48) return key.length === 1
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return true
}

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

/** `ranges` of single positions and whole spans together: overlapping and touching ranges merge, as `ranges` does. */
export function mergeRanges(
  points: Iterable<number>,
  spans: ReadonlyArray<readonly [number, number]>,
): Array<[number, number]> {
  const all = [...ranges(points), ...spans.map(([a, b]): [number, number] => [a, b])]
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0])
  const out: Array<[number, number]> = []
  for (const [a, b] of all) {
    const last = out[out.length - 1]
    if (last && a <= last[1]) last[1] = Math.max(last[1], b)
    else out.push([a, b])
  }
  return out
}

/** Positions read per list key: single positions, and spans [a,b) read at once (a tracked indexOf). */
type Reads = Map<string, { points: Set<number>; spans: Array<[number, number]> }>

const readsOf = (reads: Reads, key: string) => {
  let read = reads.get(key)
  if (!read) reads.set(key, (read = { points: new Set(), spans: [] }))
  return read
}

/**
 * The first position of each value of a list, built once per list and build: the snapshot's lists never change while
 * pages render, and a page that looks its item up in a 10,000-id list (article-view.ts) would otherwise step through
 * the recording proxy thousands of times.
 */
const firstPositions = new WeakMap<readonly unknown[], Map<unknown, number>>()
function positionsOf(list: readonly unknown[]): Map<unknown, number> {
  let map = firstPositions.get(list)
  if (!map) {
    map = new Map()
    for (let i = 0; i < list.length; i++) if (!map.has(list[i])) map.set(list[i], i)
    firstPositions.set(list, map)
  }
  return map
}

/**
 * An id list whose reads are recorded: its length, and which positions (turned into ranges by `finish`). `indexOf`
 * records what the native one reads through the proxy — the length and positions 0 … the hit (all when absent) —
 * without stepping through them.
 */
function trackArray(list: readonly unknown[], key: string, rec: Recorder, reads: Reads): readonly unknown[] {
  const lenKey = `${key}#len`
  const indexOf = (value: unknown, fromIndex?: number): number => {
    if (fromIndex !== undefined) return Array.prototype.indexOf.call(proxy, value, fromIndex)
    rec.add(lenKey)
    const at = positionsOf(list).get(value)
    const found = at === undefined || (typeof value === 'number' && Number.isNaN(value)) ? -1 : at
    if (list.length) readsOf(reads, key).spans.push([0, found === -1 ? list.length : found + 1])
    return found
  }
  const proxy: readonly unknown[] = new Proxy(list, {
    get(target, prop, receiver) {
      if (prop === 'length') rec.add(lenKey)
      else if (isIndex(prop)) readsOf(reads, key).points.add(Number(prop as string))
      else if (prop === 'indexOf') return indexOf
      return Reflect.get(target, prop, receiver)
    },
    has(target, prop) {
      if (isIndex(prop)) rec.add(lenKey)
      return Reflect.has(target, prop)
    },
    ownKeys(target) {
      rec.add(`${key}[0,${target.length})`)
      return Reflect.ownKeys(target)
    },
  })
  return proxy
}

/** A record whose reads are recorded per key (`<prefix>:<key>`), and as a whole (`<prefix>:*`) when iterated. */
function trackRecord<T extends object>(
  value: T,
  prefix: string,
  rec: Recorder,
  wrap?: (v: unknown, key: string) => unknown,
): T {
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
  const reads: Reads = new Map()
  const list = (v: unknown, key: string): unknown => {
    if (Array.isArray(v)) return trackArray(v, key, rec, reads)
    if (typeof v === 'object' && v !== null) return trackRecord(v, key, rec, list)
    rec.add(`${key}#len`)
    return v
  }
  const tables = Object.fromEntries(
    Object.entries(s.entities).map(([t, rows]) => [t, trackRecord(rows, `e:${t}`, rec)]),
  )
  const snapshot: Snapshot = {
    manifest: trackRecord(s.manifest, 'm', rec),
    site: trackRecord(s.site, 's', rec),
    routes: trackRecord(s.routes, 'r', rec),
    lists: trackRecord(s.lists, 'l', rec, list),
    entities: trackRecord(tables as Snapshot['entities'], 'e', rec, (v) => v),
  }
  const finish = () => {
    for (const [key, read] of reads)
      for (const [a, b] of mergeRanges(read.points, read.spans)) rec.add(`${key}[${a},${b})`)
    reads.clear()
    return [...rec].sort()
  }
  return { snapshot, finish }
}
