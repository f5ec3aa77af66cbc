// A titled list of post cards with its pager: the body of every paged list route.
import { useId } from 'react'
import type { PostCardView } from '#content/cards.ts'
import type { Paging } from '#content/paging.ts'
import { CardGrid } from '#ui/cards/CardGrid.tsx'
import { PostCard, type PostCardLayout } from '#ui/cards/PostCard.tsx'
import { useT } from '#ui/i18n.tsx'
import { Pagination } from './Pagination.tsx'

type Props = { title?: string; cards: PostCardView[]; paging?: Paging; layout?: PostCardLayout; empty?: string }

export function PostList({ title, cards, paging, layout = 'extended', empty }: Props) {
  const t = useT()
  const id = useId()
  return (
    <section className="container" aria-labelledby={title ? id : undefined}>
      {title && <h2 id={id}>{title}</h2>}
      {cards.length === 0 ? (
        <p>{empty ?? t('no_items')}</p>
      ) : (
        <CardGrid>
          {cards.map((card, i) => (
            // Under the list's own h2 the cards are h3; without one they follow the page's h1 directly. The first card's
            // image is above the fold on a phone (often the largest paint): it loads at once, not lazily.
            <PostCard key={card.id} card={card} layout={layout} heading={title ? 'h3' : 'h2'} eager={i === 0} />
          ))}
        </CardGrid>
      )}
      {paging && <Pagination paging={paging} />}
    </section>
  )
}
