// The counting side of the search insights: the search function reports each search (query and result count), the
// click route each opened result. Everything here is bounded and fire-and-forget: a report is a few map updates (no
// I/O); what was reported is merged into the day's record by one flush at a time, after the answer went out
// (`context.waitUntil`); a failed or contended flush drops its counts; a full buffer, a busy client, a full day
// drop new reports. Nothing identifies a visitor: the per-client bound keys on a hash of the address with a random salt
// that lives in this process's memory only and changes every day, and neither is ever written.
import { createHash, randomBytes } from 'node:crypto'
import { dayOf, daysBefore, emptyRecord, type Day, type DayRecord } from './day-record.ts'
import { countableQuery } from './privacy.ts'
import type { InsightsStore } from './store.ts'

export type RecorderLimits = {
  /** Days a record is kept; older ones are deleted. */
  retentionDays: number
  /** The most a day's record may grow to, in bytes (new queries and paths past it are not added). */
  maxBytesPerDay: number
  /** Searches and opened results counted per client per day (per function instance). */
  perClientPerDay: number
  /** Clients this process tells apart per day; past it new clients are not counted. */
  maxClients: number
  /** Distinct queries and opened paths waiting for the next flush; past it new ones are dropped. */
  maxPending: number
  /** Milliseconds between one flush and the next while reports keep coming (a busy instance writes once a second,
   *  not after every search). */
  flushGapMs: number
}

export const DEFAULT_LIMITS: RecorderLimits = {
  retentionDays: 90,
  maxBytesPerDay: 256 * 1024,
  perClientPerDay: 60,
  maxClients: 20_000,
  maxPending: 2_000,
  flushGapMs: 1000,
}

/** At most this many paths are kept per query and day (a query's results are a dozen; more is a bot). */
export const MAX_PATHS_PER_QUERY = 30
const MAX_PATH_LENGTH = 300
/** Compare-and-set attempts per flush before its counts are dropped. */
const WRITE_ATTEMPTS = 4

export type RecorderOptions = {
  store: () => Promise<InsightsStore>
  limits?: Partial<RecorderLimits>
  now?: () => number
  log?: (message: string) => void
}

type Pending = { searches: Map<string, [number, number]>; clicks: Map<string, Map<string, number>>; size: number }

export type Recorder = ReturnType<typeof createRecorder>

/** A result path as the site links it: absolute, no scheme or host, no query, nothing odd. */
export const isResultPath = (p: string): boolean =>
  p.length <= MAX_PATH_LENGTH && /^\/(?!\/)[\p{L}\p{N}\-._~%/]*$/u.test(p) && !p.includes('..')

export function createRecorder(options: RecorderOptions) {
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const now = options.now ?? Date.now
  const log = options.log ?? ((message: string) => console.warn(`[search insights] ${message}`))
  let salt = { day: '', value: Buffer.alloc(0) }
  let clients = new Map<string, number>()
  const pending = new Map<Day, Pending>()
  let pendingSize = 0
  let flushing: Promise<void> | undefined
  let again = false
  let prunedOn = ''
  const stats = { dropped: 0, written: 0, failed: 0 }

  /** Whether this client may add one more count today. The address is hashed with today's salt and forgotten. */
  const admit = (ip: string, day: Day): boolean => {
    if (salt.day !== day) {
      salt = { day, value: randomBytes(16) }
      clients = new Map()
    }
    const key = createHash('sha256').update(salt.value).update(ip).digest('base64url').slice(0, 16)
    const seen = clients.get(key)
    if (seen === undefined && clients.size >= limits.maxClients) return false
    if ((seen ?? 0) >= limits.perClientPerDay) return false
    clients.set(key, (seen ?? 0) + 1)
    return true
  }

  const pendingOf = (day: Day): Pending => {
    let p = pending.get(day)
    if (!p) pending.set(day, (p = { searches: new Map(), clicks: new Map(), size: 0 }))
    return p
  }

  const drop = () => {
    stats.dropped++
    return undefined
  }

  async function flushDay(store: InsightsStore, day: Day, p: Pending): Promise<void> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const stored = await store.read(day)
      const record = merge(stored?.record ?? emptyRecord(day), p, limits.maxBytesPerDay)
      if (await store.write(day, record, stored?.version ?? null)) {
        stats.written++
        return
      }
    }
    stats.failed++
    log(`${day}: the record kept changing under this writer; ${p.size} counts dropped`)
  }

  async function prune(store: InsightsStore, today: Day): Promise<void> {
    if (prunedOn === today) return
    prunedOn = today
    const oldest = daysBefore(today, limits.retentionDays - 1)
    for (const day of await store.days()) if (day < oldest) await store.remove(day)
  }

  async function flushOnce(): Promise<void> {
    const batch = [...pending]
    pending.clear()
    pendingSize = 0
    if (batch.length === 0) return
    let store: InsightsStore
    try {
      store = await options.store()
    } catch (error) {
      stats.failed++
      log(`no store: ${error instanceof Error ? error.message : String(error)}; counts dropped`)
      return
    }
    for (const [day, p] of batch) {
      try {
        await flushDay(store, day, p)
      } catch (error) {
        stats.failed++
        log(`${day}: writing failed (${error instanceof Error ? error.message : String(error)}); counts dropped`)
      }
    }
    await prune(store, dayOf(now())).catch((error: unknown) =>
      log(`pruning old days failed: ${error instanceof Error ? error.message : String(error)}`),
    )
  }

  /** Starts a flush unless one runs (then one more follows it); the promise settles when the store has the counts. */
  function flush(): Promise<void> {
    if (flushing) {
      again = true
      return flushing
    }
    const run = async () => {
      for (;;) {
        again = false
        await flushOnce()
        if (!again || pending.size === 0) return
        await new Promise((resolve) => setTimeout(resolve, limits.flushGapMs))
      }
    }
    flushing = run().finally(() => {
      flushing = undefined
    })
    return flushing
  }

  return {
    /**
     * Counts one search of `raw` (as typed) with `results` results for the client at `ip`. Returns the flush to hand
     * to `context.waitUntil`, or undefined when nothing was counted. Never throws.
     */
    search(raw: string, results: number, ip: string): Promise<void> | undefined {
      const q = countableQuery(raw)
      if (q === null) return undefined
      const day = dayOf(now())
      if (!admit(ip, day)) return drop()
      const p = pendingOf(day)
      const seen = p.searches.get(q)
      if (seen) {
        seen[0]++
        seen[1] = results
      } else {
        if (pendingSize >= limits.maxPending) return drop()
        p.searches.set(q, [1, results])
        p.size++
        pendingSize++
      }
      return flush()
    },
    /** Counts that a visitor searching `raw` opened the result at `resultPath`. The same bounds as search(). */
    click(raw: string, resultPath: string, ip: string): Promise<void> | undefined {
      const q = countableQuery(raw)
      if (q === null || !isResultPath(resultPath)) return undefined
      const day = dayOf(now())
      if (!admit(ip, day)) return drop()
      const p = pendingOf(day)
      let paths = p.clicks.get(q)
      if (!paths) p.clicks.set(q, (paths = new Map()))
      const seen = paths.get(resultPath)
      if (seen === undefined && (pendingSize >= limits.maxPending || paths.size >= MAX_PATHS_PER_QUERY)) return drop()
      if (seen === undefined) {
        p.size++
        pendingSize++
      }
      paths.set(resultPath, (seen ?? 0) + 1)
      return flush()
    },
    flush,
    /** Counts dropped by a bound, days written, flushes that failed (for tests and logs). */
    stats: () => ({ ...stats }),
  }
}

const entryBytes = (key: string) => key.length * 2 + 16

/** `pending` added to `record`, within `maxBytes`: counts of known queries and paths always, new ones while they fit. */
export function merge(record: DayRecord, pending: Pending, maxBytes: number): DayRecord {
  const out: DayRecord = { ...record, q: { ...record.q }, c: { ...record.c } }
  let size = JSON.stringify(record).length
  for (const [q, [n, results]] of pending.searches) {
    const known = out.q[q]
    if (known) out.q[q] = [known[0] + n, results]
    else if (size + entryBytes(q) <= maxBytes) {
      out.q[q] = [n, results]
      size += entryBytes(q)
    }
  }
  for (const [q, paths] of pending.clicks) {
    const known = { ...out.c[q] }
    for (const [p, n] of paths) {
      if (known[p] !== undefined) known[p] += n
      else if (Object.keys(known).length < MAX_PATHS_PER_QUERY && size + entryBytes(q) + entryBytes(p) <= maxBytes) {
        known[p] = n
        size += entryBytes(p) + (Object.keys(known).length === 1 ? entryBytes(q) : 0)
      }
    }
    if (Object.keys(known).length) out.c[q] = known
  }
  return out
}
