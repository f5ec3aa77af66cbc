// https://vike.dev/data — server only: the authors (spec §2 /auteurs/) as person cards, by name.
import type { PageContextServer } from 'vike/types'
import { personCard } from '#content/cards.ts'
import { listPage } from '#content/list-page.ts'
import { routed } from '#content/route-data.ts'
import { withThumbnail } from '#lib/format/thumbnail.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('auteurs', pageContext)
  return {
    ...listPage(found, 'auteurs', 'Auteurs'),
    authors: found.s
      .list('authors')
      .flatMap((key) => personCard(found.s, key) ?? [])
      .map((c) => withThumbnail(c, 144)),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
