// Resolves what a page's blocks point at (posts, partners, authors) into card views, so the page data holds
// exactly the cards its blocks show.
import type { SiteStore } from '#pipeline/snapshot/store.ts'
import type { ContentRows } from '#lib/model/types.ts'
import { collectBlockRefs } from '#blocks/definitions.ts'
import {
  partnerCard,
  personCard,
  postCard,
  type PartnerCardView,
  type PersonCardView,
  type PostCardView,
} from './cards.ts'
import { authorKey } from '#lib/model/author-key.ts'

export type BlockRefs = {
  posts: Record<number, PostCardView>
  partners: Record<number, PartnerCardView>
  authors: Record<string, PersonCardView>
}

export function resolveBlockRefs(s: SiteStore, rows: ContentRows | undefined): BlockRefs {
  const posts = new Set<number>()
  const partners = new Set<number>()
  const authors = new Set<string>()
  // What each block points at is its own (its definition's `refs` hook: blocks/<layout>/schema.ts).
  const blocks = (rows?.rows ?? []).flatMap((row) => row.columns.flat())
  collectBlockRefs(blocks, {
    post: (id) => posts.add(id),
    partner: (id) => partners.add(id),
    author: (ref) => authors.add(authorKey(ref)),
  })
  const refs: BlockRefs = { posts: {}, partners: {}, authors: {} }
  for (const id of posts) {
    const card = postCard(s, id)
    if (card) refs.posts[id] = card
  }
  for (const id of partners) {
    const card = partnerCard(s, id)
    if (card) refs.partners[id] = card
  }
  for (const key of authors) {
    const card = personCard(s, key)
    if (card) refs.authors[key] = card
  }
  return refs
}
