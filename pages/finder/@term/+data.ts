// https://vike.dev/data — server only: a finder term (spec §2 /finder/{id}: the finder with a filter term selected):
// the term's introduction, the finder page's filter definitions, the filter the term selects, and every clinic and
// vet it selects as the list without JavaScript (spec §9: size 999 when a term is selected) — read as the window of
// the term's lists the pipeline derived, and their cards (decision 048): no clinic or vet is read whole.
import type { PageContextServer } from 'vike/types'
import { FINDER_TERM_SIZE } from '#lib/model/finder.ts'
import { clinicCards, vetCards } from '#content/finder-cards.ts'
import { FINDER_FILTER_OF } from '#content/finder-terms.ts'
import { entityMeta } from '#content/meta.ts'
import { entityOf, routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('finder-term', pageContext)
  const { s } = found
  const term = entityOf(s, 'terms', found.route)
  const finderPageId = s.route('/finder/')?.id
  const finderPage = finderPageId === undefined ? undefined : s.entity('pages', finderPageId)
  const key = FINDER_FILTER_OF[term.taxonomy]
  return {
    meta: entityMeta('finder', found.path, term),
    term: { name: term.name, introduction: term.introduction || term.description, iconUrl: term.iconUrl },
    selection: key ? { key, value: term.slug, path: found.path, label: term.name } : undefined,
    filters: finderPage?.filters ?? [],
    clinics: clinicCards(s, s.listWindow(['clinicsByFinderTerm', term.id], 0, FINDER_TERM_SIZE)),
    vets: vetCards(s, s.listWindow(['vetsByFinderTerm', term.id], 0, FINDER_TERM_SIZE)),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
