// Scheduled posts, as WordPress handles them: "publish" with a date in the future is stored as `future`; a `future`
// post whose time has come is published (WordPress' cron event `publish_future_post`; here a timer of the local CMS,
// so nobody has to visit anything), which asks the site for a build like any other publish.
import { localToUtcMs } from '../store/dates.ts'
import type { ContentStore, Obj, StoredPost } from '../store/store.ts'

/** When the item is dated, in UTC milliseconds (`date_gmt` when stored, else the site-local `date`). */
function dueMs(data: Obj): number | undefined {
  if (typeof data.date_gmt === 'string' && data.date_gmt) return Date.parse(`${data.date_gmt}Z`)
  return typeof data.date === 'string' ? localToUtcMs(data.date) : undefined
}

/** WordPress schedules only what is at least a minute ahead (`wp_insert_post`'s MINUTE_IN_SECONDS). */
const MINUTE_MS = 60_000

/**
 * `wp_insert_post`'s rule: "publish" dated a minute or more ahead is scheduled; "future" dated less than a minute
 * ahead (or passed) is published now.
 */
export function scheduledStatus(data: Obj, nowMs = Date.now()): string {
  const status = String(data.status)
  const due = dueMs(data)
  if (due === undefined) return status
  if (status === 'publish' && due - nowMs >= MINUTE_MS) return 'future'
  if (status === 'future' && due - nowMs < MINUTE_MS) return 'publish'
  return status
}

/** Whether a scheduled item's time has come (`publish_future_post` checks the date again). */
const isDue = (data: Obj, nowMs: number) => (dueMs(data) ?? Infinity) <= nowMs

/**
 * Publishes every `future` item whose time has come (`wp_publish_post`: the status changes, `modified` stays), in the
 * store. Answers the build reasons, as the companion plugin words them; none when nothing was due.
 */
export function publishDue(store: ContentStore, nowMs = Date.now()): string[] {
  const due: StoredPost[] = []
  for (const post of store.posts.values()) if (post.data.status === 'future' && isDue(post.data, nowMs)) due.push(post)
  for (const post of due) store.posts.set(Number(post.data.id), { ...post, data: { ...post.data, status: 'publish' } })
  return due.flatMap((p) => {
    const label = `${p.collection.type} ${String(p.data.id)}`
    return [`${label} future → publish`, `${label} changed`]
  })
}

/** Runs `publishDue` every `intervalMs` (unref'd: it never keeps the process alive); stop() ends it. */
export function startScheduler(
  store: () => ContentStore,
  changed: (reasons: string[]) => void,
  intervalMs: number,
): { stop: () => void } {
  const timer = setInterval(() => {
    const reasons = publishDue(store())
    if (reasons.length) changed(reasons)
  }, intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
