// highlighted_kb_articles (spec §2 Content blocks): chosen knowledge-base articles as extended cards (with their
// excerpt) on a tinted band, with an optional link. Unpublished articles are left out; none left, nothing renders.
import { PostCard } from '#ui/cards/PostCard.tsx'
import { BlockLink } from '../BlockLink.tsx'
import { CardBlockSection } from '../CardBlockSection.tsx'
import { CardList } from '../CardList.tsx'
import { cardHeading } from '../card-heading.ts'
import type { BlockProps } from '../block-props.ts'
import { uniqueBy } from '../unique.ts'
import styles from './HighlightedKbArticles.module.css'

export function HighlightedKbArticles({ block, refs }: BlockProps<'highlighted_kb_articles'>) {
  const cards = uniqueBy(
    block.posts.flatMap((id) => refs.posts[id] ?? []),
    (c) => c.id,
  )
  if (cards.length === 0) return null
  const heading = cardHeading(block)
  return (
    <CardBlockSection block={block} className={styles.block}>
      <CardList>
        {cards.map((card) => (
          <PostCard key={card.id} card={card} layout="extended" heading={heading} />
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
