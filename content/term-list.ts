// The data of a term's list page (knowledge-base category, category, tag): the term, its articles and news posts
// newest first, 12 per page.
import type { Banner, Term } from '#lib/model/types.ts'
import { postCards } from './cards.ts'
import { entityMeta, pagedMeta } from './meta.ts'
import { bannerView } from './page-view.ts'
import { LIST_PAGE_SIZE, pagedPath } from './paging.ts'
import { entityOf, routed, pageOf, type StoreContext } from './route-data.ts'

type TermFamily = 'kb-category' | 'category' | 'tag'

/** Knowledge-base categories always show the template-rubriek banner; one is made from the term when the CMS has none. */
function rubriekBanner(term: Term): Banner {
  return (
    term.banner ?? {
      template: 'template-rubriek',
      title: term.name,
      subtitle: term.description,
      icon: '',
      colorType: '',
      textColorType: 'light',
      backgroundColor: term.color,
      ...(term.icon ? { image: term.icon } : {}),
    }
  )
}

export function termListData(family: TermFamily, pageContext: StoreContext) {
  const found = routed(family, pageContext)
  const { s, path, page } = found
  const term = entityOf(s, 'terms', found.route)
  const { items, paging } = pageOf(['byTerm', term.id], found, LIST_PAGE_SIZE)
  const banner = family === 'kb-category' ? bannerView(term.name, rubriekBanner(term)) : undefined
  return {
    meta: pagedMeta(entityMeta(family, path, term), page, pagedPath(path, page)),
    term: { name: term.name, description: term.description, introduction: term.introduction },
    ...(banner ? { banner } : {}),
    cards: postCards(s, items),
    paging,
  }
}
