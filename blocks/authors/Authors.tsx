// authors (spec §2 Content blocks): authors and guest authors as small person cards, in the editor's order; the ones
// that no longer exist are left out, and with none left the block renders nothing.
import { PersonCard } from '#ui/cards/PersonCard.tsx'
import { authorKey } from '#lib/model/author-key.ts'
import { CardBlockSection } from '../CardBlockSection.tsx'
import { CardList } from '../CardList.tsx'
import { cardHeading } from '../card-heading.ts'
import type { BlockProps } from '../block-props.ts'
import { uniqueBy } from '../unique.ts'

export function Authors({ block, refs }: BlockProps<'authors'>) {
  const cards = uniqueBy(
    block.authors.flatMap((ref) => refs.authors[authorKey(ref)] ?? []),
    (c) => c.key,
  )
  if (cards.length === 0) return null
  const heading = cardHeading(block)
  return (
    <CardBlockSection block={block}>
      <CardList size="small">
        {cards.map((card) => (
          <PersonCard key={card.key} card={card} heading={heading} />
        ))}
      </CardList>
    </CardBlockSection>
  )
}
