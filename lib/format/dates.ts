// WordPress local date-times ("2026-03-14T09:30:00") as ISO strings and Dutch display dates ("14 maart 2026").
const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
]

const PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/

/** "14 maart 2026": the wall-clock date as WordPress stored it, independent of the build machine's time zone. */
export function formatDutchDate(value: string): string {
  const m = PARTS.exec(value)
  if (!m) return value
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1] ?? ''} ${m[1]}`
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

/** The current wall-clock time in the Netherlands as "YYYY-MM-DDTHH:MM:SS", to compare with WordPress local dates. */
export function amsterdamNow(date = new Date()): string {
  return date.toLocaleString('sv-SE', { timeZone: 'Europe/Amsterdam', hour12: false }).replace(' ', 'T')
}
