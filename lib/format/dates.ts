// WordPress local date-times ("2026-03-14T09:30:00", Europe/Amsterdam wall-clock time) as ISO strings, Dutch display
// dates ("14 maart 2026") and the instants they name — all by the platform's Intl.DateTimeFormat (docs/decisions/032).

const PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/
/** A date-time with its offset ("…T23:30:00Z", "…+01:00"): an instant, not a Dutch wall-clock time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i

export const TIME_ZONE = 'Europe/Amsterdam'

/** Dutch long dates of a wall-clock date: the date is read as UTC so no time zone moves it to another day. */
const dutchDate = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The Dutch clock's fields at an instant (24-hour, two digits each). */
const amsterdamParts = new Intl.DateTimeFormat('nl-NL', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** The Dutch long date at an instant, on the Dutch clock. */
const amsterdamDate = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
})

/**
 * "14 maart 2026": the wall-clock date as WordPress stored it, independent of the build machine's (or the visitor's)
 * time zone. A value with an offset names an instant and gets its date in the Netherlands ("…T23:30:00Z" in winter is
 * the next day there).
 */
export function formatDutchDate(value: string): string {
  if (INSTANT.test(value)) {
    const at = new Date(value)
    if (!Number.isNaN(at.getTime())) return amsterdamDate.format(at)
  }
  const m = PARTS.exec(value)
  if (!m) return value
  return dutchDate.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
}

/** "09:30" from a local date-time. */
export function formatTime(value: string): string {
  const m = PARTS.exec(value)
  return m && m[4] ? `${m[4]}:${m[5]}` : ''
}

/** Normalizes to "YYYY-MM-DDTHH:MM:SS" (local wall-clock time, as WordPress `date`). */
export function localIso(value: string): string {
  const m = PARTS.exec(value)
  if (!m) return value
  return `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}`
}

function wallClock(date: Date): Record<Intl.DateTimeFormatPartTypes, string> {
  const p = {} as Record<Intl.DateTimeFormatPartTypes, string>
  for (const part of amsterdamParts.formatToParts(date)) p[part.type] = part.value
  return p
}

/** The current wall-clock time in the Netherlands as "YYYY-MM-DDTHH:MM:SS", to compare with WordPress local dates. */
export function amsterdamNow(date = new Date()): string {
  const p = wallClock(date)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`
}

/** How far the Dutch clock is ahead of UTC at the instant `utcMs`. */
function offsetMs(utcMs: number): number {
  const p = wallClock(new Date(utcMs))
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second)
  return wall - Math.floor(utcMs / 1000) * 1000
}

/** A Dutch wall-clock time as the instant it names (summer and winter time alike); undefined when unreadable. */
export function amsterdamToDate(local: string): Date | undefined {
  const m = PARTS.exec(local)
  if (!m) return undefined
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0))
  return new Date(wall - offsetMs(wall - offsetMs(wall)))
}
