// https://vike.dev/data — server only: a clinic (spec §2 /finder/klinieken/{clinic}): address, contact, opening hours,
// emergency service, expertises and services as expertise cards, the other finder terms, and its vets.
import type { PageContextServer } from 'vike/types'
import { expertiseCards, vetCards } from '../../../../content/finder-cards.ts'
import { termLinks } from '../../../../content/finder-terms.ts'
import { entityMeta } from '../../../../content/meta.ts'
import { entityOf, findRoute } from '../../../../content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = findRoute('clinic', pageContext.urlPathname)
  const { s } = found
  const c = entityOf(s.entities.clinics, found.route)
  const image = c.featuredImage
  return {
    meta: entityMeta('clinic', found.path, c),
    clinic: {
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
      expertises: expertiseCards(s, c.expertiseIds),
      services: expertiseCards(s, c.serviceIds),
      specialisations: termLinks(s.entities.terms, c.specialisationIds),
      recognitions: termLinks(s.entities.terms, c.recognitionIds),
      labels: termLinks(s.entities.terms, c.labelIds),
      vets: vetCards(s, c.vetIds),
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
