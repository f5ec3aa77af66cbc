// The search build's warnings about synonym rules reach the build report (BUILD_REPORT) beside the pipeline's entries,
// and a later build's replace them rather than pile up (the pipeline may be skipped and leave its report as it was).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ReportEntry } from '#lib/model/report-entry.ts'
import { BuildReportFileSchema } from './build-report/schema.ts'
import { writeSearchEntries } from './build-report-search.ts'

const entry = (path: string, message: string): ReportEntry => ({
  level: 'warning',
  entity: 'settings',
  url: '/wp/v2/general-settings',
  path,
  message,
})

describe('the search build’s entries in the build report', () => {
  it('adds them beside the pipeline’s, and the next build’s replace them', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'search-report-')), 'report.json')
    const pipeline = { ...entry('content', 'invalid block'), entity: 'articles', id: 7 }
    writeFileSync(file, JSON.stringify({ entries: [pipeline], render: { mode: 'full' } }))
    await writeSearchEntries(file, [entry('search_settings.synonyms.3', 'synonym rule "spat" is malformed')])
    await writeSearchEntries(file, [entry('search_settings.synonyms.5', 'synonym rule "a, b" is unused')])
    const report = BuildReportFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    expect(report.entries).toEqual([pipeline, entry('search_settings.synonyms.5', 'synonym rule "a, b" is unused')])
  })

  it('starts a report when there is none (the pipeline was skipped)', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'search-report-')), 'report.json')
    await writeSearchEntries(file, [entry('search_settings.synonyms.0', 'x')])
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ entries: [entry('search_settings.synonyms.0', 'x')] })
  })
})
