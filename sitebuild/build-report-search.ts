// The search build's entries in the build report (BUILD_REPORT, beside the pipeline's): warnings about the editors'
// synonym rules (search/synonyms.ts: a malformed row, a rule no page has a word of). The search build runs after the
// pipeline (or without it, when the pipeline is skipped), so its entries replace those an earlier build left.
import { readFile, writeFile } from 'node:fs/promises'
import { isRecord } from '#lib/is-record.ts'
import type { ReportEntry } from '#lib/model/report-entry.ts'

/** The entries the search build writes: about `search_settings.synonyms` rows. */
const isSearchEntry = (e: unknown) =>
  isRecord(e) && typeof e.path === 'string' && e.entity === 'settings' && e.path.startsWith('search_settings.synonyms')

/** Puts the search build's warnings into the report file, in place of the last build's, keeping everything else. */
export async function writeSearchEntries(reportFile: string, entries: readonly ReportEntry[]): Promise<void> {
  let report: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(await readFile(reportFile, 'utf8'))
    if (isRecord(parsed)) report = { ...parsed }
  } catch {
    // No report yet (the pipeline was skipped) or an unreadable one: these entries start a new one.
  }
  const kept = Array.isArray(report.entries) ? report.entries.filter((e) => !isSearchEntry(e)) : []
  await writeFile(reportFile, `${JSON.stringify({ ...report, entries: [...kept, ...entries] }, null, 2)}\n`)
}
