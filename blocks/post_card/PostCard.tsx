// post_card (spec §2 Content blocks): one post, article, lesson or event as a card in the block's layout. A post that is
// not published (no card in refs) renders nothing.
import { PostCard as PostCardView } from '#ui/cards/PostCard.tsx'
import { CardBlockSection } from '../CardBlockSection.tsx'
import { cardHeading } from '../card-heading.ts'
import type { BlockProps } from '../block-props.ts'

export function PostCard({ block, refs }: BlockProps<'post_card'>) {
  const card = refs.posts[block.post]
  if (!card) return null
  return (
    <CardBlockSection block={block}>
      <PostCardView card={card} layout={block.layout} heading={cardHeading(block)} />
    </CardBlockSection>
  )
}
