// https://vike.dev/data — server only: events (spec §2 /events/): coming events (soonest first) and past events.
import type { PageContextServer } from 'vike/types'
import type { SiteStore } from '#content/route-data.ts'
import { formatDutchDate } from '#lib/format/dates.ts'
import { postCard, type PostCardView } from '#content/cards.ts'
import { listPage } from '#content/list-page.ts'
import { routed } from '#content/route-data.ts'

/** An event's card shows the day it takes place, not the day it was published. */
function eventCards(s: SiteStore, ids: readonly number[]): PostCardView[] {
  return ids.flatMap((id) => {
    const card = postCard(s, id)
    const event = s.entity('events', id)
    return card && event ? [{ ...card, dateFormatted: formatDutchDate(event.startDate) }] : []
  })
}

export function data(pageContext: PageContextServer) {
  const found = routed('events', pageContext)
  const { s } = found
  return {
    ...listPage(found, 'events', 'Events'),
    coming: eventCards(s, s.list('eventsComing')),
    past: eventCards(s, s.list('eventsPast')),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
