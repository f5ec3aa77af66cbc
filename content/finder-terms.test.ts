import { describe, expect, it } from 'vitest'
import type { FinderTermIds, Term } from '#lib/model/types.ts'
import { matchesTerm } from './finder-terms.ts'

const none: Term['expands'] = { expertiseIds: [], serviceIds: [], specialisationIds: [], recognitionIds: [] }
const term = (id: number, taxonomy: Term['taxonomy'], expands = none): Term => ({
  id,
  taxonomy,
  slug: `t${id}`,
  name: `T${id}`,
  description: '',
  path: `/finder/t${id}/`,
  parentId: 0,
  count: 0,
  iconUrl: '',
  hoverIconUrl: '',
  color: '',
  introduction: '',
  expands,
  seo: { title: '', description: '', robots: '', canonical: '', og: {}, twitter: {} },
  breadcrumbs: [],
})
const clinic: FinderTermIds = {
  expertiseIds: [501],
  serviceIds: [551],
  specialisationIds: [],
  recognitionIds: [631],
  labelIds: [661],
}

describe('finder term selection', () => {
  it('matches a clinic holding the term in the field of its taxonomy', () => {
    expect(matchesTerm(clinic, term(501, 'expertise'))).toBe(true)
    expect(matchesTerm(clinic, term(551, 'service'))).toBe(true)
    expect(matchesTerm(clinic, term(661, 'finder-label'))).toBe(true)
    expect(matchesTerm(clinic, term(551, 'expertise'))).toBe(false)
    expect(matchesTerm(clinic, term(502, 'expertise'))).toBe(false)
  })

  it('matches an issue when any of the terms it expands into matches', () => {
    expect(matchesTerm(clinic, term(681, 'finder-issue', { ...none, expertiseIds: [509], serviceIds: [551] }))).toBe(
      true,
    )
    expect(matchesTerm(clinic, term(682, 'finder-issue', { ...none, expertiseIds: [509] }))).toBe(false)
  })

  it('never matches terms outside the finder', () => {
    expect(matchesTerm(clinic, term(501, 'category'))).toBe(false)
  })
})
