// https://vike.dev/data — server only: an event (spec §2 /event/{event}): date, location, price, registration link,
// timetable with times, speakers, partners, testimonials, content and rows.
import type { PageContextServer } from 'vike/types'
import { resolveBlockRefs } from '#content/block-refs.ts'
import { partnerCard } from '#content/cards.ts'
import { entityMeta } from '#content/meta.ts'
import { bannerView } from '#content/page-view.ts'
import { entityOf, routed } from '#content/route-data.ts'
import { eventWhen } from './event-details.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('event', pageContext)
  const { s } = found
  const e = entityOf(s, 'events', found.route)
  const partnerName = (id: number) => s.entity('partners', id)?.title ?? []
  const banner = bannerView(e.title, e.banner, undefined, e.titleHtml)
  return {
    meta: entityMeta('event', found.path, e),
    event: {
      title: e.title,
      ...(e.titleHtml ? { titleHtml: e.titleHtml } : {}),
      ...(banner ? { banner } : {}),
      ...eventWhen(e),
      location: e.location,
      price: e.price,
      ...(e.registrationLink ? { registrationLink: e.registrationLink } : {}),
      ...(e.featuredImage ? { featuredImage: e.featuredImage } : {}),
      content: e.content,
      timetable: e.timetable.map((t) => ({
        title: t.title,
        description: t.description,
        startTime: t.startTime,
        endTime: t.endTime,
        speakers: t.speakers.map((p) => p.name),
        partners: t.partnerIds.flatMap(partnerName),
      })),
      speakers: e.speakers,
      partners: e.partnerIds.flatMap((id) => partnerCard(s, id) ?? []),
      testimonials: e.testimonials,
      ...(e.rows?.rows.length ? { rows: e.rows } : {}),
    },
    refs: resolveBlockRefs(s, e.rows),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
