// Site-local dates (Europe/Amsterdam, like the WordPress timezone setting): GMT conversion and Dutch formatting.
const TIME_ZONE = 'Europe/Amsterdam'

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})
const dutchDate = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** Milliseconds the site's clock is ahead of UTC at the instant `utcMs`. */
function offsetMs(utcMs: number): number {
  const p: Record<string, number> = {}
  for (const part of partsFormat.formatToParts(new Date(utcMs))) p[part.type] = Number(part.value)
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0)
  return asUtc - Math.floor(utcMs / 1000) * 1000
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19)

/** A local `YYYY-MM-DDTHH:MM:SS` as UTC milliseconds, or undefined when unreadable. */
export function localToUtcMs(local: string): number | undefined {
  const m = LOCAL.exec(local)
  if (!m) return undefined
  const wall = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
  )
  const guess = wall - offsetMs(wall)
  return wall - offsetMs(guess)
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
  return Number.isNaN(ms) ? undefined : iso(ms + offsetMs(ms))
}

/** `2026-03-14 09:00` → `2026-03-14T09:00:00`, so local dates compare as strings. */
export function normalizeLocal(local: string): string {
  const m = LOCAL.exec(local)
  if (!m) return local
  return `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}`
}

/** "14 maart 2026". */
export function dateFormattedNl(local: string): string {
  const m = LOCAL.exec(local)
  return m ? dutchDate.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : ''
}

/** ISO 8601 with offset, as Yoast writes `article_published_time`. */
export function gmtToIsoOffset(gmt: string): string {
  return `${gmt}+00:00`
}
