// https://vike.dev/data — server only: a vet (spec §2 finder children): photo, function, text, the clinics they work
// at, and their expertises, services and other finder terms.
import type { PageContextServer } from 'vike/types'
import { clinicCards } from '#content/finder-cards.ts'
import { finderTermItems } from '#content/finder-terms.ts'
import { entityMeta } from '#content/meta.ts'
import { entityOf, findRoute } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = findRoute('vet', pageContext.urlPathname)
  const { s } = found
  const v = entityOf(s.entities.vets, found.route)
  const image = v.image ?? v.featuredImage
  return {
    meta: entityMeta('vet', found.path, v),
    vet: {
      name: v.title,
      function: v.function,
      ...(image ? { image } : {}),
      content: v.content,
      clinics: clinicCards(s, v.clinicIds),
      expertises: finderTermItems(s.entities.terms, v.expertiseIds),
      services: finderTermItems(s.entities.terms, v.serviceIds),
      specialisations: finderTermItems(s.entities.terms, v.specialisationIds),
      recognitions: finderTermItems(s.entities.terms, v.recognitionIds),
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
