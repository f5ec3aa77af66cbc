// Card views for the finder: clinics (with city and province) and vets (as person cards), from the card table the
// pipeline writes (pipeline/derive/cards.ts, decision 048): a finder list never parses a clinic's or a vet's page.
import type { SiteStore } from '#pipeline/snapshot/store.ts'
import type { ClinicCardView, PersonCardView, VetCardRow } from '#lib/model/cards.ts'

export type { ClinicCardView }

export const clinicCard = (s: SiteStore, id: number): ClinicCardView | undefined => s.card('clinic', id)

const personOf = ({ line: _line, date: _date, ...card }: VetCardRow): PersonCardView => card

/** A vet as a small person card: the company line names the clinics the vet works at. */
export function vetCard(s: SiteStore, id: number): PersonCardView | undefined {
  const row = s.card('vet', id)
  return row && personOf(row)
}

export const clinicCards = (s: SiteStore, ids: number[]) => ids.flatMap((id) => clinicCard(s, id) ?? [])
export const vetCards = (s: SiteStore, ids: number[]) => ids.flatMap((id) => vetCard(s, id) ?? [])

/**
 * A clinic's vets as GET /api/search lists them (post_type vet, vet_clinics_relation; newest first): the first `size`
 * as person cards whose line is the vet's excerpt, as the search hit carries it, and how many there are.
 */
export function clinicVetCards(s: SiteStore, ids: number[], size: number): { cards: PersonCardView[]; total: number } {
  const vets = ids.flatMap((id) => s.card('vet', id) ?? [])
  const idOf = (v: VetCardRow) => Number(v.key.slice('vet:'.length))
  vets.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : idOf(b) - idOf(a)))
  const cards = vets.slice(0, size).map((v): PersonCardView => ({
    key: v.key,
    name: v.name,
    function: v.line,
    company: '',
    ...(v.image ? { image: v.image } : {}),
    link: v.link,
  }))
  return { cards, total: vets.length }
}
