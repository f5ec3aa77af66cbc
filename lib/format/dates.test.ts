import { describe, expect, it } from 'vitest'
import { amsterdamNow, formatDutchDate, formatTime, localIso } from './dates.ts'

describe('Dutch dates', () => {
  it('names the month in Dutch and keeps the wall-clock day, late at night too', () => {
    expect(formatDutchDate('2026-03-14T09:30:00')).toBe('14 maart 2026')
    expect(formatDutchDate('2026-12-31T23:59:59')).toBe('31 december 2026')
    expect(formatDutchDate('2026-01-01 00:00')).toBe('1 januari 2026')
    expect(formatDutchDate('gisteren')).toBe('gisteren')
    expect(formatTime('2026-03-14T09:30:00')).toBe('09:30')
    expect(localIso('2026-03-14 09:30')).toBe('2026-03-14T09:30:00')
  })

  it('gives an instant (a date-time with its offset) the date it has in the Netherlands', () => {
    expect(formatDutchDate('2026-03-14T23:30:00Z')).toBe('15 maart 2026')
    expect(formatDutchDate('2026-07-15T21:59:59Z')).toBe('15 juli 2026')
    expect(formatDutchDate('2026-07-15T22:00:00.000Z')).toBe('16 juli 2026')
    expect(formatDutchDate('2026-03-14T23:30:00+01:00')).toBe('14 maart 2026')
    expect(formatDutchDate('2026-03-14T20:30:00-05:00')).toBe('15 maart 2026')
  })

  it("gives the Dutch clock's time now, in winter and in summer time", () => {
    expect(amsterdamNow(new Date('2026-01-15T08:00:00Z'))).toBe('2026-01-15T09:00:00')
    expect(amsterdamNow(new Date('2026-07-15T22:30:05Z'))).toBe('2026-07-16T00:30:05')
  })
})
