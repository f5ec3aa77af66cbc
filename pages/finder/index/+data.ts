// https://vike.dev/data — server only: the finder shell (spec §2 /finder/): the CMS finder page's banner and content,
// its filter definitions for the search form, and every clinic as the no-JS baseline list, 9 per page.
import type { PageContextServer } from 'vike/types'
import { clinicCards } from '#content/finder-cards.ts'
import { listPage } from '#content/list-page.ts'
import { FINDER_PAGE_SIZE } from '#content/paging.ts'
import { routed, pageOf } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('finder', pageContext)
  const { s, route } = found
  const cms = route.id === undefined ? undefined : s.entity('pages', route.id)
  const { items, paging } = pageOf('clinics', found, FINDER_PAGE_SIZE)
  return {
    ...listPage(found, 'finder', 'Finder'),
    filters: cms?.filters ?? [],
    total: s.listLength('clinics'),
    clinics: clinicCards(s, items),
    paging,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
