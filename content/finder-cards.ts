// Card views for the finder: clinics (with city and province) and vets (as person cards).
import type { SiteStore } from '#pipeline/snapshot/store.ts'
import type { Image } from '#lib/model/types.ts'
import { htmlToText } from '#lib/format/text.ts'
import type { PersonCardView } from './cards.ts'
import { thumbnail } from '#lib/format/thumbnail.ts'

export type ClinicCardView = {
  id: number
  name: string
  city: string
  province: string
  image?: Image
  link: string
  emergency: boolean
}

export function clinicCard(s: SiteStore, id: number): ClinicCardView | undefined {
  const c = s.entity('clinics', id)
  if (!c || c.status !== 'publish') return undefined
  const image = c.logo ?? c.featuredImage
  return {
    id,
    name: c.title,
    city: c.address.city,
    province: c.address.province,
    ...(image ? { image: thumbnail(image, 600) } : {}),
    link: c.path,
    emergency: c.emergencyService,
  }
}

/** A vet as a small person card: the company line names the clinics the vet works at. */
export function vetCard(s: SiteStore, id: number): PersonCardView | undefined {
  const v = s.entity('vets', id)
  if (!v || v.status !== 'publish') return undefined
  const clinics = v.clinicIds.flatMap((c) => s.entity('clinics', c)?.title ?? [])
  const image = v.image ?? v.featuredImage
  return {
    key: `vet:${id}`,
    name: v.title,
    function: v.function,
    company: clinics.join(', '),
    ...(image ? { image: thumbnail(image, 144) } : {}),
    link: v.path,
  }
}

export const clinicCards = (s: SiteStore, ids: number[]) => ids.flatMap((id) => clinicCard(s, id) ?? [])
export const vetCards = (s: SiteStore, ids: number[]) => ids.flatMap((id) => vetCard(s, id) ?? [])

/**
 * A clinic's vets as GET /api/search lists them (post_type vet, vet_clinics_relation; newest first): the first `size`
 * as person cards whose line is the vet's excerpt, as the search hit carries it, and how many there are.
 */
export function clinicVetCards(s: SiteStore, ids: number[], size: number): { cards: PersonCardView[]; total: number } {
  const vets = ids.flatMap((id) => {
    const v = s.entity('vets', id)
    return v && v.status === 'publish' ? [v] : []
  })
  vets.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id))
  const cards = vets.slice(0, size).map((v): PersonCardView => {
    const image = v.image ?? v.featuredImage
    return {
      key: `vet:${v.id}`,
      name: v.title,
      function: htmlToText(v.excerpt) || v.function,
      company: '',
      ...(image ? { image: thumbnail(image, 144) } : {}),
      link: v.path,
    }
  })
  return { cards, total: vets.length }
}
