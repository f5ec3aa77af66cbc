// An in-memory InsightsStore for the insights' tests: what was written, as written (the JSON text), and a way to make
// another writer win a compare-and-set.
import type { Day, DayRecord } from './day-record.ts'
import type { InsightsStore } from './store.ts'

export function memoryStore() {
  const texts = new Map<Day, { text: string; version: number }>()
  let next = 1
  /** Called before each write: lets a test write in between (another instance). */
  let beforeWrite: ((day: Day) => void) | undefined
  const store: InsightsStore = {
    kind: 'files',
    read: async (day) => {
      const t = texts.get(day)
      return t ? { record: JSON.parse(t.text) as DayRecord, version: String(t.version) } : null
    },
    write: async (day, record, version) => {
      beforeWrite?.(day)
      const current = texts.get(day)
      if ((current ? String(current.version) : null) !== version) return false
      texts.set(day, { text: JSON.stringify(record), version: next++ })
      return true
    },
    days: async () => [...texts.keys()].sort(),
    remove: async (day) => void texts.delete(day),
  }
  return {
    store,
    /** Every stored text, as the store would hold it. */
    written: () => [...texts.values()].map((t) => t.text).join('\n'),
    record: (day: Day) => {
      const t = texts.get(day)
      return t ? (JSON.parse(t.text) as DayRecord) : undefined
    },
    put: (day: Day, record: DayRecord) => void texts.set(day, { text: JSON.stringify(record), version: next++ }),
    onWrite: (fn: ((day: Day) => void) | undefined) => {
      beforeWrite = fn
    },
  }
}
