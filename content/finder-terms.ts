// Which clinics and vets a finder term selects (spec §2 /finder/{id}, §9: issue terms expand into expertises,
// services, specialisations and recognitions, any of which matches).
import type { FinderTermIds, Term } from '../pipeline/model/types.ts'

const FIELD: Partial<Record<Term['taxonomy'], keyof FinderTermIds>> = {
  expertise: 'expertiseIds',
  service: 'serviceIds',
  specialisation: 'specialisationIds',
  recognition: 'recognitionIds',
  'finder-label': 'labelIds',
}

export function matchesTerm(item: FinderTermIds, term: Term): boolean {
  const field = FIELD[term.taxonomy]
  if (field) return item[field].includes(term.id)
  if (term.taxonomy !== 'finder-issue') return false
  const { expertiseIds, serviceIds, specialisationIds, recognitionIds } = term.expands
  return (
    expertiseIds.some((id) => item.expertiseIds.includes(id)) ||
    serviceIds.some((id) => item.serviceIds.includes(id)) ||
    specialisationIds.some((id) => item.specialisationIds.includes(id)) ||
    recognitionIds.some((id) => item.recognitionIds.includes(id))
  )
}

/** Term ids → name and link, for the term lists on clinic and vet pages. */
export const termLinks = (terms: Record<number, Term>, ids: number[]) =>
  ids.flatMap((id) => {
    const t = terms[id]
    return t ? [{ id, name: t.name, path: t.path }] : []
  })
