// Resolves what a page's blocks point at (posts, partners, authors) into card views, so the page data holds
// exactly the cards its blocks show.
import type { Snapshot } from '#lib/model/snapshot.ts'
import type { Block, ContentRows } from '#lib/model/types.ts'
import { partnerCard, personCard, postCard, type PartnerCardView, type PersonCardView, type PostCardView } from './cards.ts'

export type BlockRefs = {
  posts: Record<number, PostCardView>
  partners: Record<number, PartnerCardView>
  authors: Record<string, PersonCardView>
}

export const authorKey = (ref: { type: 'user' | 'guest_author'; id: number }) => `${ref.type === 'user' ? 'user' : 'guest'}:${ref.id}`

function collect(block: Block, posts: Set<number>, partners: Set<number>, authors: Set<string>) {
  switch (block.acf_fc_layout) {
    case 'post_card':
    case 'cta_post_card':
      posts.add(block.post)
      break
    case 'highlighted_articles':
    case 'highlighted_kb_articles':
    case 'articles_list':
      block.posts.forEach((id) => posts.add(id))
      break
    case 'adjacent_posts':
      if (block.previous_post) posts.add(block.previous_post)
      if (block.next_post) posts.add(block.next_post)
      break
    case 'highlighted_partners':
      block.partners.forEach((id) => partners.add(id))
      break
    case 'author':
      authors.add(authorKey(block.author))
      break
    case 'authors':
      block.authors.forEach((a) => authors.add(authorKey(a)))
      break
    default:
      break
  }
}

export function resolveBlockRefs(s: Snapshot, rows: ContentRows | undefined): BlockRefs {
  const posts = new Set<number>()
  const partners = new Set<number>()
  const authors = new Set<string>()
  for (const row of rows?.rows ?? []) for (const column of row.columns) for (const block of column) collect(block, posts, partners, authors)
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
