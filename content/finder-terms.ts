// Which clinics and vets a finder term selects (spec §2 /finder/{id}, §9: issue terms expand into expertises,
// services, specialisations and recognitions, any of which matches).
import type { FinderTermFilter } from '#lib/model/finder.ts'
import type { FinderTermIds, Term } from '#lib/model/types.ts'

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

/** The finder page's filter group of a finder term (spec §2 /finder/{id}: the page selects its term in that group). */
export const FINDER_FILTER_OF: Partial<Record<Term['taxonomy'], FinderTermFilter>> = {
  'finder-issue': 'finder_issues',
  expertise: 'finder_expertise',
  service: 'finder_service',
  specialisation: 'finder_specialisation',
  recognition: 'finder_recognition',
  'finder-label': 'finder_label',
}

/** A finder term in the clinic and vet pages' modals: name, icon, introduction and its own finder page. */
export type FinderTermItem = {
  id: number
  name: string
  iconUrl: string
  hoverIconUrl: string
  introduction: string
  link: string
}

/** Term ids → modal items, sorted by name (spec §2: the expertise and services modals list items sorted by name). */
export const finderTermItems = (term: (id: number) => Term | undefined, ids: number[]): FinderTermItem[] =>
  ids
    .flatMap((id) => {
      const t = term(id)
      return t
        ? [
            {
              id,
              name: t.name,
              iconUrl: t.iconUrl,
              hoverIconUrl: t.hoverIconUrl,
              introduction: t.introduction || t.description,
              link: t.path,
            },
          ]
        : []
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
