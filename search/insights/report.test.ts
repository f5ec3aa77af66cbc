import { describe, expect, it } from 'vitest'
import { emptyRecord, type DayRecord } from './day-record.ts'
import { readReport, reportOf } from './report.ts'
import { memoryStore } from './test-store.ts'

const day = (d: string, q: DayRecord['q'], c: DayRecord['c'] = {}): DayRecord => ({ ...emptyRecord(d), q, c })

const RECORDS = [
  day('2026-11-27', { koliek: [2, 12], 'jan jansen': [2, 0], droes: [1, 4] }, { koliek: { '/kennisbank/koliek/': 1 } }),
  day('2026-11-28', { koliek: [3, 11], rotstraal: [3, 0], 'jan jansen': [1, 0] }),
  day('2026-11-29', { koliek: [1, 10], mok: [5, 7], droes: [1, 4] }, { koliek: { '/kennisbank/koliek/': 2 } }),
]

describe('the search insights report', () => {
  it('shows a query only once it was searched at least three times in the period', () => {
    const report = reportOf(RECORDS, '2026-11-27', '2026-11-29')
    expect(report.top.map((r) => [r.query, r.searches])).toEqual([
      ['koliek', 6],
      ['mok', 5],
      ['jan jansen', 3],
      ['rotstraal', 3],
    ])
    // Twice in the period: not shown anywhere.
    expect(JSON.stringify(report)).not.toContain('droes')
    // Over two days only: "jan jansen" has 1 search left, under the threshold.
    expect(reportOf(RECORDS, '2026-11-28', '2026-11-29').top.map((r) => r.query)).toEqual([
      'mok',
      'koliek',
      'rotstraal',
    ])
  })

  it('lists the queries without results and those whose results nobody opened', () => {
    const report = reportOf(RECORDS, '2026-11-27', '2026-11-29')
    expect(report.no_results.map((r) => r.query)).toEqual(['jan jansen', 'rotstraal'])
    expect(report.not_opened.map((r) => r.query)).toEqual(['mok'])
    expect(report.top[0]).toEqual({
      query: 'koliek',
      searches: 6,
      results: 10,
      opened: 3,
      top_results: [{ path: '/kennisbank/koliek/', opened: 3 }],
    })
  })

  it('reads only the period from the store', async () => {
    const mem = memoryStore()
    for (const r of RECORDS) mem.put(r.day, r)
    mem.put('2026-10-01', day('2026-10-01', { oud: [9, 1] }))
    const report = await readReport(mem.store, '2026-11-01', '2026-11-29')
    expect(report.days_with_data).toBe(3)
    expect(report.top.map((r) => r.query)).not.toContain('oud')
  })
})
