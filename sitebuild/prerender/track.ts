// What a page's output depends on: every page reads the site through the store it is handed (pageContext.store,
// pipeline/snapshot/store.ts); the prerender hands each render a recording wrapper of the build's store, so the
// dependencies are exactly what the page's +data and components read — no list to keep in step with the pages by hand,
// and no Proxy: each call of the interface records its key. Keys (fingerprinted by fingerprints.ts, compared by plan.ts):
//   e:<table>:<id>   one entity (its content hash)          e:<table>:*   a whole table (the page iterated it)
//   e:cards:<kind>:<id>  one card of the card table (its hash)
//   l:<name>#len     a list's length (or its absence)        l:<name>[a,b) the ids at positions a … b-1
//   l:<name>:<key>…  the same for a keyed list (byTerm, …)   l:<name>:*    a keyed list's keys
//   l:<name>@<value> the items around a value in a list (its neighbours), not their positions
//   r:<path>         one route-table entry                   r:*           the whole route table
//   s:<key>          a site-data field (menus, settings, …)
import type { ListRef, SiteStore } from '#pipeline/snapshot/store.ts'

export type Recorder = Set<string>
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

export type Recording = { store: SiteStore; finish: () => string[] }

/** The list's key in the dependency keys: "articles", "byTerm:12". */
const listKey = (ref: ListRef) => (typeof ref === 'string' ? `l:${ref}` : `l:${ref[0]}:${ref[1]}`)

/** `base` with every read recorded; `finish()` gives the sorted dependency keys of everything read since. */
export function recordingStore(base: SiteStore, rec: Recorder = new Set()): Recording {
  const spans = new Map<string, Array<[number, number]>>()
  const span = (key: string, a: number, b: number) => {
    let list = spans.get(key)
    if (!list) spans.set(key, (list = []))
    list.push([a, b])
  }
  const store: SiteStore = {
    entity: (table, id) => {
      rec.add(`e:${table}:${id}`)
      return base.entity(table, id)
    },
    // A card's key is its row of the card table (manifest hash "cards:<kind>:<id>", decision 048): a page that shows
    // an item's card changes with what the card shows, not with the item's body.
    card: (kind, id) => {
      rec.add(`e:cards:${kind}:${id}`)
      return base.card(kind, id)
    },
    entities: (table) => {
      const rows = base.entities(table)
      rec.add(`e:${table}:*`)
      for (const row of rows)
        rec.add(`e:${table}:${table === 'authors' ? (row as { key: string }).key : (row as { id: number }).id}`)
      return rows
    },
    route: (path) => {
      rec.add(`r:${path}`)
      return base.route(path)
    },
    routes: () => {
      rec.add('r:*')
      return base.routes()
    },
    listLength: (ref) => {
      rec.add(`${listKey(ref)}#len`)
      return base.listLength(ref)
    },
    listWindow: (ref, start, end) => {
      // The whole window asked for: a list that grows into it changes what the page shows.
      if (end > start) span(listKey(ref), start, end)
      return base.listWindow(ref, start, end)
    },
    list: (ref) => {
      const key = listKey(ref)
      rec.add(`${key}#len`)
      const items = base.list(ref)
      if (items.length) span(key, 0, items.length)
      return items
    },
    listNeighbours: (ref, value) => {
      rec.add(`${listKey(ref)}@${value}`)
      return base.listNeighbours(ref, value)
    },
    listKeys: (name) => {
      rec.add(`l:${name}:*`)
      return base.listKeys(name)
    },
    site: (key) => {
      rec.add(`s:${key}`)
      return base.site(key)
    },
    // Build-wide data (the layout) is built from the build's store, unrecorded: plan.ts's globals cover it.
    derived: (key, build) => base.derived(key, build),
  }
  const finish = () => {
    for (const [key, read] of spans) for (const [a, b] of mergeRanges([], read)) rec.add(`${key}[${a},${b})`)
    spans.clear()
    return [...rec].sort()
  }
  return { store, finish }
}
