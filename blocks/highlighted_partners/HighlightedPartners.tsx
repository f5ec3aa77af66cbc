// highlighted_partners (spec §2 Content blocks): chosen partners as partner cards, default (logo, name, excerpt) or
// compact (logo and name). Unpublished partners are left out; with none left the block renders nothing.
import { PartnerCard } from '#ui/cards/PartnerCard.tsx'
import { CardBlockSection } from '../CardBlockSection.tsx'
import { CardList } from '../CardList.tsx'
import { cardHeading } from '../card-heading.ts'
import type { BlockProps } from '../block-props.ts'
import { uniqueBy } from '../unique.ts'

export function HighlightedPartners({ block, refs }: BlockProps<'highlighted_partners'>) {
  const cards = uniqueBy(
    block.partners.flatMap((id) => refs.partners[id] ?? []),
    (c) => c.id,
  )
  if (cards.length === 0) return null
  const heading = cardHeading(block)
  return (
    <CardBlockSection block={block}>
      <CardList size={block.layout === 'compact' ? 'small' : 'medium'}>
        {cards.map((card) => (
          <PartnerCard key={card.id} card={card} layout={block.layout} heading={heading} />
        ))}
      </CardList>
    </CardBlockSection>
  )
}
