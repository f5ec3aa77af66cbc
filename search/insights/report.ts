// The reading side of the search insights: a period's day records added up into what editors act on — the most
// frequent queries, the queries without results, the queries whose results nobody opened. A query is shown only once
// it was searched at least MIN_SEARCHES times in the period: a query typed once or twice may be someone's name.
import { daysBetween, type Day, type DayRecord } from './day-record.ts'
import type { InsightsStore } from './store.ts'

export const MIN_SEARCHES = 3
/** Rows per table. */
export const DEFAULT_ROWS = 50

export type OpenedResult = { path: string; opened: number }
export type InsightRow = {
  query: string
  searches: number
  /** Results of the latest search of it in the period. */
  results: number
  /** Times a result was opened after searching it. */
  opened: number
  /** Its most opened results, most first (at most 5). */
  top_results: OpenedResult[]
}
export type InsightsReport = {
  from: Day
  to: Day
  /** Days in the period that have counts. */
  days_with_data: number
  min_searches: number
  /** Queries searched at least min_searches times (the others are not shown). */
  queries: number
  searches: number
  top: InsightRow[]
  no_results: InsightRow[]
  not_opened: InsightRow[]
}

type Acc = { searches: number; results: number; lastDay: Day; paths: Map<string, number> }

/** The report of the records (any order) for the period. */
export function reportOf(
  records: readonly DayRecord[],
  from: Day,
  to: Day,
  { rows = DEFAULT_ROWS, minSearches = MIN_SEARCHES } = {},
): InsightsReport {
  const acc = new Map<string, Acc>()
  const inPeriod = records.filter((r) => r.day >= from && r.day <= to)
  for (const record of inPeriod) {
    for (const [q, [n, results]] of Object.entries(record.q)) {
      const a = acc.get(q) ?? { searches: 0, results, lastDay: '', paths: new Map<string, number>() }
      a.searches += n
      if (record.day >= a.lastDay) {
        a.lastDay = record.day
        a.results = results
      }
      acc.set(q, a)
    }
  }
  for (const record of inPeriod) {
    for (const [q, paths] of Object.entries(record.c)) {
      const a = acc.get(q)
      if (!a) continue
      for (const [p, n] of Object.entries(paths)) a.paths.set(p, (a.paths.get(p) ?? 0) + n)
    }
  }
  const shown: InsightRow[] = []
  let searches = 0
  for (const [query, a] of acc) {
    if (a.searches < minSearches) continue
    searches += a.searches
    const top_results = [...a.paths]
      .map(([path, opened]) => ({ path, opened }))
      .sort((x, y) => y.opened - x.opened || x.path.localeCompare(y.path))
    shown.push({
      query,
      searches: a.searches,
      results: a.results,
      opened: top_results.reduce((n, r) => n + r.opened, 0),
      top_results: top_results.slice(0, 5),
    })
  }
  shown.sort((x, y) => y.searches - x.searches || x.query.localeCompare(y.query))
  return {
    from,
    to,
    days_with_data: inPeriod.length,
    min_searches: minSearches,
    queries: shown.length,
    searches,
    top: shown.slice(0, rows),
    no_results: shown.filter((r) => r.results === 0).slice(0, rows),
    not_opened: shown.filter((r) => r.results > 0 && r.opened === 0).slice(0, rows),
  }
}

/** Reads the period's records from the store (a few at a time) and reports them. */
export async function readReport(
  store: InsightsStore,
  from: Day,
  to: Day,
  options: { rows?: number; minSearches?: number } = {},
): Promise<InsightsReport> {
  const stored = new Set(await store.days())
  const days = daysBetween(from, to).filter((d) => stored.has(d))
  const records: DayRecord[] = []
  for (let i = 0; i < days.length; i += 8) {
    const read = await Promise.all(days.slice(i, i + 8).map((d) => store.read(d)))
    for (const r of read) if (r) records.push(r.record)
  }
  return reportOf(records, from, to, options)
}
