// The finder terms on pages: the finder page's filter group of a term, and a term as the modals list it. Which clinics
// and vets a term selects is lib/model/finder-match.ts (the pipeline derives each term's lists with it).
import type { FinderTermFilter } from '#lib/model/finder.ts'
import type { Term } from '#lib/model/types.ts'

export { matchesTerm } from '#lib/model/finder-match.ts'

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
