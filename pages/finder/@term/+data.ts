// https://vike.dev/data — server only: a finder term (spec §2 /finder/{id}: the finder with a filter term selected):
// the term's introduction, the finder page's filter definitions, the filter the term selects, and every clinic and
// vet it selects as the list without JavaScript (spec §9: size 999 when a term is selected).
import type { PageContextServer } from 'vike/types'
import { FINDER_TERM_SIZE } from '#lib/model/finder.ts'
import { clinicCards, vetCards } from '#content/finder-cards.ts'
import { FINDER_FILTER_OF, matchesTerm } from '#content/finder-terms.ts'
import { entityMeta } from '#content/meta.ts'
import { entityOf, routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('finder-term', pageContext)
  const { s } = found
  const term = entityOf(s, 'terms', found.route)
  const finderPageId = s.route('/finder/')?.id
  const finderPage = finderPageId === undefined ? undefined : s.entity('pages', finderPageId)
  const key = FINDER_FILTER_OF[term.taxonomy]
  const clinics = s.list('clinics').filter((id) => {
    const c = s.entity('clinics', id)
    return c !== undefined && matchesTerm(c, term)
  })
  const vets = s.list('vets').filter((id) => {
    const v = s.entity('vets', id)
    return v !== undefined && matchesTerm(v, term)
  })
  return {
    meta: entityMeta('finder', found.path, term),
    term: { name: term.name, introduction: term.introduction || term.description, iconUrl: term.iconUrl },
    selection: key ? { key, value: term.slug, path: found.path, label: term.name } : undefined,
    filters: finderPage?.filters ?? [],
    clinics: clinicCards(s, clinics.slice(0, FINDER_TERM_SIZE)),
    vets: vetCards(s, vets.slice(0, FINDER_TERM_SIZE)),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
