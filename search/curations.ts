// Curations: an editor pins a page for a query (wp-admin's "Zoekinzichten" screen, or the general settings'
// search_settings.curations), and that page ranks first for it — in the full search and in the suggestions — from the
// next build on. The build turns the rows into the index's table (normalized query → documents, in the editor's
// order); at query time the pinned documents get a score above every match's, and are added when the words alone
// would not find them. Filters still apply: a pinned page is first among the results a tab or filter keeps.
import type { Matches } from './postings-search.ts'
import { queryKey } from './query-key.ts'

/** A row as the snapshot has it (lib/model/settings.ts). */
export type CurationRow = { query: string; post?: number | undefined }
/** Normalized query → document numbers, first pinned first. */
export type CurationTable = Record<string, number[]>

/** Pins per query that count (the first of them rank in this order above everything else). */
export const MAX_PINS_PER_QUERY = 5
/** The most any relevance weight multiplies a score by after matching (search/search.ts TYPE_WEIGHT). */
const MAX_WEIGHT = 1.2

/** The index's table: each row's query normalized, its post id made a document number; unknown posts are left out. */
export function curationTable(
  rows: readonly CurationRow[],
  docOf: (postId: number) => number | undefined,
): { table: CurationTable; unknown: CurationRow[] } {
  const table: CurationTable = {}
  const unknown: CurationRow[] = []
  for (const row of rows) {
    const key = queryKey(row.query)
    const doc = row.post ? docOf(row.post) : undefined
    if (key.length < 2 || !row.post) continue
    if (doc === undefined) {
      unknown.push(row)
      continue
    }
    const pins = (table[key] ??= [])
    if (!pins.includes(doc) && pins.length < MAX_PINS_PER_QUERY) pins.push(doc)
  }
  return { table, unknown }
}

/** The lookup a loaded index answers with: the pinned documents of a query as typed, or none. */
export function curationLookup(table: CurationTable | undefined): (q: string) => readonly number[] {
  if (!table || Object.keys(table).length === 0) return () => []
  const map = new Map(Object.entries(table))
  return (q) => map.get(queryKey(q)) ?? []
}

/**
 * The matches with `pins` first: each pinned document scores above the best match even after the heaviest weight,
 * the first pin highest (each pin twice the next, more than any weight can turn around); a pinned document the words
 * did not match is added.
 */
export function withPins(matches: Matches, pins: readonly number[]): Matches {
  if (pins.length === 0) return matches
  let best = 0
  for (let i = 0; i < matches.count; i++) best = Math.max(best, matches.scores[i] ?? 0)
  const base = best * MAX_WEIGHT + 1
  const pinScore = new Map(pins.map((doc, i) => [doc, base * 2 ** (pins.length - i)]))
  const docs: number[] = []
  const scores: number[] = []
  for (let i = 0; i < matches.count; i++) {
    const doc = matches.docs[i] ?? 0
    docs.push(doc)
    scores.push(pinScore.get(doc) ?? matches.scores[i] ?? 0)
    pinScore.delete(doc)
  }
  for (const [doc, score] of pinScore) {
    docs.push(doc)
    scores.push(score)
  }
  return { count: docs.length, docs: Uint32Array.from(docs), scores: Float64Array.from(scores) }
}
