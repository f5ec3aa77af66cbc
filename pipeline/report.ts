// The build report: every item left out (invalid or unknown) and every warning, with where it came from.
import type { z } from 'zod'
import type { ReportEntry } from '#lib/model/report-entry.ts'

export type { ReportEntry }

export class BuildReport {
  readonly entries: ReportEntry[] = []
  add(entry: ReportEntry) {
    this.entries.push(entry)
  }
  /** One entry per zod issue. */
  addZodError(
    entity: string,
    url: string,
    error: z.ZodError,
    item: { id?: unknown; slug?: unknown },
    level: ReportEntry['level'] = 'invalid',
  ) {
    for (const issue of error.issues) {
      this.add({
        level,
        entity,
        id: typeof item.id === 'number' || typeof item.id === 'string' ? item.id : undefined,
        slug: typeof item.slug === 'string' ? item.slug : undefined,
        url,
        path: issue.path.map(String).join('.') || '(root)',
        message: issue.message,
      })
    }
  }
  get invalid() {
    return this.entries.filter((e) => e.level === 'invalid')
  }
  get warnings() {
    return this.entries.filter((e) => e.level === 'warning')
  }
  get skipped() {
    return this.entries.filter((e) => e.level === 'skipped')
  }
  /** Distinct items left out, per entity type. */
  skippedCount(entity?: string): number {
    const keys = new Set(
      this.invalid.filter((e) => !entity || e.entity === entity).map((e) => `${e.entity}:${String(e.id ?? e.url)}`),
    )
    return keys.size
  }
  format(entry: ReportEntry): string {
    const who = [entry.entity, entry.id !== undefined ? `#${entry.id}` : '', entry.slug ? `(${entry.slug})` : '']
      .join(' ')
      .trim()
    const label = { invalid: 'left out', warning: 'warning', skipped: 'skipped' }[entry.level]
    return `${label}: ${who} at ${entry.url}: ${entry.path}: ${entry.message}`
  }
}

/** A zod error as one line naming the URL, the id and the fields (DESIGN: one helper for this). */
export function describeZodError(error: z.ZodError, where: { url: string; id?: unknown }): string {
  const fields = error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ')
  return `Invalid data from ${where.url}${where.id !== undefined ? ` (id ${String(where.id)})` : ''}: ${fields}`
}
