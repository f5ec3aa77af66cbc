// https://vike.dev/data — server only: events (spec §2 /events/): coming events (soonest first) and past events.
import type { PageContextServer } from 'vike/types'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { formatDutchDate } from '#lib/format/dates.ts'
import { postCard, type PostCardView } from '#content/cards.ts'
import { listPage } from '#content/list-page.ts'
import { findRoute } from '#content/route-data.ts'

/** An event's card shows the day it takes place, not the day it was published. */
function eventCards(s: Snapshot, ids: number[]): PostCardView[] {
  return ids.flatMap((id) => {
    const card = postCard(s, id)
    const event = s.entities.events[id]
    return card && event ? [{ ...card, dateFormatted: formatDutchDate(event.startDate) }] : []
  })
}

export function data(pageContext: PageContextServer) {
  const found = findRoute('events', pageContext.urlPathname)
  const { s } = found
  return {
    ...listPage(found, 'events', 'Events'),
    coming: eventCards(s, s.lists.eventsComing),
    past: eventCards(s, s.lists.eventsPast),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
