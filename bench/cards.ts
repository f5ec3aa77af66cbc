// bench/cards.ts — what a list page's cards cost (decision 048): every paged list window of a snapshot (the knowledge
// base, news, each term's and author's list: 12 a page, as the pages read them), its cards built two ways in the same
// process, alternately — from the whole entities (the way before the card table: each item's entity read from its table
// file and parsed, body included, then the card made) and from the card table — and prints ms and heap allocated a
// list page for each. Needs a snapshot with a card table (written by this code's pipeline):
//   SNAPSHOT_DIR=.snapshot-10k npx tsx bench/cards.ts
import path from 'node:path'
import { cardOf } from '#pipeline/derive/cards.ts'
import { openSnapshot, resetSnapshotCache } from '#pipeline/snapshot/read.ts'
import { LIST_PAGE_SIZE } from '#content/paging.ts'

const dir = path.resolve(process.env.SNAPSHOT_DIR ?? '.snapshot')
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))

/** Every list page's ids: the windows +data reads (content/route-data.ts pageOf). */
function windows(): number[][] {
  const { lists } = openSnapshot(dir)
  const all = [lists.articles, lists.news, ...Object.values(lists.byTerm), ...Object.values(lists.byAuthor)]
  return all.flatMap((ids) =>
    Array.from({ length: Math.ceil(ids.length / LIST_PAGE_SIZE) }, (_, p) =>
      ids.slice(p * LIST_PAGE_SIZE, (p + 1) * LIST_PAGE_SIZE),
    ),
  )
}

type Way = 'entities' | 'card table'
function pass(way: Way, pages: number[][]): { ms: number; mb: number; cards: number } {
  // A fresh open each pass: no entity or card is in a reader's cache, as in a worker going through the pages in order.
  resetSnapshotCache()
  const s = openSnapshot(dir)
  const heap = process.memoryUsage().heapUsed
  let allocated = 0
  let cards = 0
  let last = heap
  const started = performance.now()
  for (const ids of pages) {
    for (const id of ids) {
      const card =
        way === 'entities' ? cardOf('post', id, (table, key) => s.tables[table].get(key)) : s.cards.get('post', id)
      if (card) cards++
    }
    const now = process.memoryUsage().heapUsed
    // Heap growth between pages; a collection in between shows as a drop and is not counted.
    if (now > last) allocated += now - last
    last = now
  }
  return { ms: performance.now() - started, mb: allocated / 2 ** 20, cards }
}

const pages = windows()
console.log(`${dir}: ${pages.length} list pages, ${pages.reduce((n, w) => n + w.length, 0)} cards`)
const results: Record<Way, Array<{ ms: number; mb: number }>> = { entities: [], 'card table': [] }
for (let round = 0; round < rounds; round++) {
  for (const way of round % 2 ? (['card table', 'entities'] as const) : (['entities', 'card table'] as const)) {
    const r = pass(way, pages)
    results[way].push(r)
    console.log(
      `  ${way.padEnd(10)} ${(r.ms / pages.length).toFixed(3)} ms a list page, ~${((r.mb * 1024) / pages.length).toFixed(0)} KB heap a list page (${r.cards} cards)`,
    )
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const e = median(results.entities.map((r) => r.ms))
const c = median(results['card table'].map((r) => r.ms))
console.log(
  `median ms a list page: entities ${(e / pages.length).toFixed(3)}, card table ${(c / pages.length).toFixed(3)} (× ${(e / c).toFixed(1)})`,
)
