// https://vike.dev/data — server only: a vet (spec §2 finder children): photo, function, text, the clinics they work
// at, and their expertises, services and other finder terms.
import type { PageContextServer } from 'vike/types'
import { clinicCards } from '#content/finder-cards.ts'
import { finderTermItems } from '#content/finder-terms.ts'
import { entityMeta } from '#content/meta.ts'
import { entityOf, routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('vet', pageContext)
  const { s } = found
  const v = entityOf(s, 'vets', found.route)
  const terms = (id: number) => s.entity('terms', id)
  const image = v.image ?? v.featuredImage
  return {
    meta: entityMeta('vet', found.path, v),
    vet: {
      name: v.title,
      function: v.function,
      ...(image ? { image } : {}),
      content: v.content,
      clinics: clinicCards(s, v.clinicIds),
      expertises: finderTermItems(terms, v.expertiseIds),
      services: finderTermItems(terms, v.serviceIds),
      specialisations: finderTermItems(terms, v.specialisationIds),
      recognitions: finderTermItems(terms, v.recognitionIds),
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
