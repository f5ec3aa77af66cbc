// https://vike.dev/data — server only: an author (spec §2 /auteurs/{author}/): bio, photo and their work, paged.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { postCards } from '#content/cards.ts'
import { entityMeta, pagedMeta } from '#content/meta.ts'
import { LIST_PAGE_SIZE, pagedPath } from '#content/paging.ts'
import { routed, pageOf } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('author', pageContext)
  const { s, path, page } = found
  const author = s.entity('authors', found.route.key ?? '')
  if (!author) throw render(404, `Route ${path} points at a missing author`)
  const { items, paging } = pageOf(['byAuthor', author.key], found, LIST_PAGE_SIZE)
  return {
    meta: pagedMeta(entityMeta('author', path, author), page, pagedPath(path, page)),
    author: {
      name: author.name,
      function: author.function,
      company: author.company,
      description: author.description,
      guest: author.kind === 'guest',
      ...(author.profileImage ? { image: author.profileImage } : {}),
    },
    cards: postCards(s, items),
    paging,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
