// https://vike.dev/data — server only: a clinic (spec §2 /finder/klinieken/{clinic}): address, contact, opening hours,
// emergency service, expertises and services as expertise cards, the other finder terms, and the first of its vets.
import type { PageContextServer } from 'vike/types'
import { clinicVetCards } from '#content/finder-cards.ts'
import { finderTermItems } from '#content/finder-terms.ts'
import { CLINIC_VETS_PAGE_SIZE } from './clinic-vets.ts'
import { entityMeta } from '#content/meta.ts'
import { entityOf, routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('clinic', pageContext)
  const { s } = found
  const c = entityOf(s, 'clinics', found.route)
  const terms = (id: number) => s.entity('terms', id)
  const image = c.featuredImage
  return {
    meta: entityMeta('clinic', found.path, c),
    clinic: {
      id: c.id,
      name: c.title,
      ...(c.logo ? { logo: c.logo } : {}),
      ...(image ? { image } : {}),
      address: c.address,
      phone: c.phone,
      email: c.email,
      website: c.website,
      emergencyService: c.emergencyService,
      openingHours: c.openingHours,
      content: c.content,
      expertises: finderTermItems(terms, c.expertiseIds),
      services: finderTermItems(terms, c.serviceIds),
      specialisations: finderTermItems(terms, c.specialisationIds),
      recognitions: finderTermItems(terms, c.recognitionIds),
      labels: finderTermItems(terms, c.labelIds),
      // The first page of its vets as /api/search lists them (the page asks it for the rest, spec §7).
      vets: clinicVetCards(s, c.vetIds, CLINIC_VETS_PAGE_SIZE),
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
