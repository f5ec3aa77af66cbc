// https://vike.dev/data — server only: partners (spec §2 /partners/): the CMS partners page, then the partner cards
// grouped by partner type.
import type { PageContextServer } from 'vike/types'
import { partnerCard } from '#content/cards.ts'
import { listPage } from '#content/list-page.ts'
import { routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('partners', pageContext)
  const { s } = found
  const groups = s
    .listKeys('partnersByType')
    .flatMap((typeId) => {
      const type = s.entity('terms', Number(typeId))
      const partners = s.list(['partnersByType', typeId]).flatMap((id) => partnerCard(s, id) ?? [])
      return type && partners.length ? [{ id: type.id, name: type.name, slug: type.slug, partners }] : []
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
  return { ...listPage(found, 'partners', 'Partners'), groups }
}

export type Data = Awaited<ReturnType<typeof data>>
