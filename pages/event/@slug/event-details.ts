// An event's date line: one day with its times, or a range of days.
import type { Event } from '#lib/model/types.ts'
import { formatDutchDate, formatTime } from '#lib/format/dates.ts'

export function eventWhen(e: Pick<Event, 'startDate' | 'endDate'>): { date: string; time: string } {
  const startDay = e.startDate.slice(0, 10)
  const endDay = e.endDate.slice(0, 10)
  const start = formatTime(e.startDate)
  const end = formatTime(e.endDate)
  if (!endDay || startDay === endDay)
    return { date: formatDutchDate(e.startDate), time: start && end ? `${start}–${end}` : start }
  return {
    date: `${formatDutchDate(e.startDate)} – ${formatDutchDate(e.endDate)}`,
    time: start && end ? `${start}–${end}` : start,
  }
}
