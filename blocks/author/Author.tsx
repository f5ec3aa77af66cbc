// author (spec §2 Content blocks): one author or guest author as a small person card; nothing when the author is gone.
import { PersonCard } from '#ui/cards/PersonCard.tsx'
import { authorKey } from '#lib/model/author-key.ts'
import { CardBlockSection } from '../CardBlockSection.tsx'
import { cardHeading } from '../card-heading.ts'
import type { BlockProps } from '../block-props.ts'

export function Author({ block, refs }: BlockProps<'author'>) {
  const card = refs.authors[authorKey(block.author)]
  if (!card) return null
  return (
    <CardBlockSection block={block}>
      <PersonCard card={card} heading={cardHeading(block)} />
    </CardBlockSection>
  )
}
