// Encodings a real ACF gives its REST output, which the local CMS reproduces so the pipeline meets them every run
// (found against a stock WordPress with ACF, docs/cms-contract/real-wordpress.md): the date-time picker's default return format `d/m/Y g:i a`.
import { isRecord } from './files.ts'
import type { Obj } from './store.ts'

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/

/** "2027-03-14T21:30:00" → "14/03/2027 9:30 pm" (ACF's default date-time return format); anything else unchanged. */
export function acfDefaultDateTime(value: unknown): unknown {
  const m = typeof value === 'string' ? LOCAL.exec(value) : null
  if (!m) return value
  const [, y, mo, d, h, min] = m
  const hour = Number(h)
  return `${String(d)}/${String(mo)}/${String(y)} ${hour % 12 || 12}:${String(min)} ${hour < 12 ? 'am' : 'pm'}`
}

/** An event's ACF fields as a stock ACF date-time picker returns them. */
export function acfEventFields(extra: unknown): unknown {
  if (!isRecord(extra)) return extra
  const out: Obj = { ...extra }
  for (const key of ['start_date', 'end_date']) if (key in out) out[key] = acfDefaultDateTime(out[key])
  return out
}
