// One day of search insights as stored: per normalized query how often it was searched and how many results it had
// the last time, and per query which result paths were opened how often. Nothing else: no time of day, no visitor, no
// address, no session. A day's record is one JSON document (one blob, one file) that every writer merges into.
import * as z from 'zod/mini'

export const RECORD_VERSION = 1

/** "2026-11-29", a day in the Netherlands' time zone. */
export type Day = string
export const DAY = /^\d{4}-\d{2}-\d{2}$/

export type DayRecord = {
  v: typeof RECORD_VERSION
  day: Day
  /** Query → [searches, results of the latest search]. */
  q: Record<string, [number, number]>
  /** Query → result path → times opened. */
  c: Record<string, Record<string, number>>
}

const count = z.int().check(z.nonnegative())
export const DayRecordSchema = z.object({
  v: z.literal(RECORD_VERSION),
  day: z.string().check(z.regex(DAY)),
  q: z.record(z.string(), z.tuple([count, count])),
  c: z.record(z.string(), z.record(z.string(), count)),
})

export const emptyRecord = (day: Day): DayRecord => ({ v: RECORD_VERSION, day, q: {}, c: {} })

const AMSTERDAM = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The day (Dutch time) of a moment. */
export const dayOf = (ms: number): Day => AMSTERDAM.format(ms)

/** The day `n` days before `day` (calendar arithmetic, no time zone involved). */
export function daysBefore(day: Day, n: number): Day {
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() - n)
  return d.toISOString().slice(0, 10)
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: Day, to: Day): Day[] {
  const out: Day[] = []
  for (let day = from; day <= to && out.length < 3700; day = daysBefore(day, -1)) out.push(day)
  return out
}
