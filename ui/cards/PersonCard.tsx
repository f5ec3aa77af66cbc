// Small person card (spec §2 Cards): an author or a vet, with photo, function and company.
import type { PersonCardView } from '#content/cards.ts'
import { Img } from '../Img.tsx'
import styles from './PersonCard.module.css'

type Props = { card: PersonCardView; heading?: 'h2' | 'h3' | 'h4' }

export function PersonCard({ card, heading: Heading = 'h3' }: Props) {
  const line = [card.function, card.company].filter(Boolean).join(', ')
  return (
    <article className={styles.card}>
      <div className={styles.photo}>{card.image && <Img image={card.image} sizes="72px" decorative />}</div>
      <div>
        <Heading className={styles.name}>
          <a href={card.link} className={styles.link}>
            {card.name}
          </a>
        </Heading>
        {line && <p className={styles.line}>{line}</p>}
      </div>
    </article>
  )
}
