// https://vike.dev/data — server only: events (spec §2 /events/): coming events (soonest first) and past events. An
// event's card shows the day it takes place, not the day it was published (the card table's date, decision 048).
import type { PageContextServer } from 'vike/types'
import { postCards } from '#content/cards.ts'
import { listPage } from '#content/list-page.ts'
import { routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('events', pageContext)
  const { s } = found
  return {
    ...listPage(found, 'events', 'Events'),
    coming: postCards(s, s.list('eventsComing')),
    past: postCards(s, s.list('eventsPast')),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
