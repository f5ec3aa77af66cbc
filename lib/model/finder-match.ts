// Which clinics and vets a finder term selects (spec §2 /finder/{id}, §9: issue terms expand into expertises,
// services, specialisations and recognitions, any of which matches). Pure: the pipeline derives each finder term's
// clinics and vets with it (pipeline/derive/lists.ts, decision 048), the finder and the pages read the same rule.
import type { FinderTermIds, Term } from './types.ts'

const FIELD: Partial<Record<Term['taxonomy'], keyof FinderTermIds>> = {
  expertise: 'expertiseIds',
  service: 'serviceIds',
  specialisation: 'specialisationIds',
  recognition: 'recognitionIds',
  'finder-label': 'labelIds',
}

/** Whether a term is one of the finder's (a finder term page lists what it selects). */
export const isFinderTerm = (term: Term): boolean => term.taxonomy in FIELD || term.taxonomy === 'finder-issue'

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
