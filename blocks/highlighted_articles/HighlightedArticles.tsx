// highlighted_articles (spec §2 Content blocks): chosen posts as cards in the block's layout, with an optional link
// (e.g. to the overview). Unpublished posts are left out; with none left the block renders nothing.
import { PostCard } from '#ui/cards/PostCard.tsx'
import { BlockLink } from '../BlockLink.tsx'
import { CardBlockSection } from '../CardBlockSection.tsx'
import { CardList } from '../CardList.tsx'
import { cardHeading } from '../card-heading.ts'
import type { BlockProps } from '../block-props.ts'
import { uniqueBy } from '../unique.ts'
import styles from './HighlightedArticles.module.css'

const LIST_SIZE = {
  default: 'medium',
  extended: 'medium',
  compact: 'wide',
  'compact-overlay': 'medium',
  large: 'wide',
  'large-image-right': 'wide',
} as const

export function HighlightedArticles({ block, refs }: BlockProps<'highlighted_articles'>) {
  const cards = uniqueBy(
    block.posts.flatMap((id) => refs.posts[id] ?? []),
    (c) => c.id,
  )
  if (cards.length === 0) return null
  const heading = cardHeading(block)
  return (
    <CardBlockSection block={block}>
      <CardList size={LIST_SIZE[block.layout]}>
        {cards.map((card) => (
          <PostCard key={card.id} card={card} layout={block.layout} heading={heading} />
        ))}
      </CardList>
      {block.link && (
        <p className={styles.more}>
          <BlockLink link={block.link} variant="secondary" />
        </p>
      )}
    </CardBlockSection>
  )
}
