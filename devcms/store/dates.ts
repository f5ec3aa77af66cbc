// Site-local dates (Europe/Amsterdam, like the WordPress timezone setting): GMT conversion and Dutch formatting, by
// the site's own lib/format/dates.ts (Intl.DateTimeFormat).
import { amsterdamNow, amsterdamToDate, formatDutchDate } from '#lib/format/dates.ts'

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19)

/** A local `YYYY-MM-DDTHH:MM:SS` as UTC milliseconds, or undefined when unreadable. */
export function localToUtcMs(local: string): number | undefined {
  return LOCAL.test(local) ? amsterdamToDate(local)?.getTime() : undefined
}

/** WordPress `date_gmt` for a local date: same format, in UTC. */
export function localToGmt(local: string): string | undefined {
  const ms = localToUtcMs(local)
  return ms === undefined ? undefined : iso(ms)
}

/** Normalises a date parameter to the site's local time; a value without offset is already local (as in WordPress). */
export function paramToLocal(value: string): string | undefined {
  const trimmed = value.trim()
  if (LOCAL.test(trimmed)) return normalizeLocal(trimmed)
  const ms = Date.parse(trimmed)
  return Number.isNaN(ms) ? undefined : amsterdamNow(new Date(ms))
}

/** `2026-03-14 09:00` → `2026-03-14T09:00:00`, so local dates compare as strings. */
export function normalizeLocal(local: string): string {
  const m = LOCAL.exec(local)
  if (!m) return local
  return `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}`
}

/** "14 maart 2026". */
export function dateFormattedNl(local: string): string {
  return LOCAL.test(local) ? formatDutchDate(local) : ''
}

/** ISO 8601 with offset, as Yoast writes `article_published_time`. */
export function gmtToIsoOffset(gmt: string): string {
  return `${gmt}+00:00`
}
