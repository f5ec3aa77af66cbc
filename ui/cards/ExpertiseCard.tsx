// Expertise card (spec §2 Cards): the expertise's icon, swapped for its hover icon on hover and focus.
import type { MouseEvent } from 'react'
import type { ExpertiseCardView } from '#content/cards.ts'
import styles from './ExpertiseCard.module.css'

/** `onOpen`: the card opens a dialog about the expertise (clinic and vet pages) instead of following its link. */
type Props = { card: ExpertiseCardView; onOpen?: ((e: MouseEvent<HTMLAnchorElement>) => void) | undefined }

export function ExpertiseCard({ card, onOpen }: Props) {
  return (
    <a href={card.link} className={styles.card} onClick={onOpen} aria-haspopup={onOpen ? 'dialog' : undefined}>
      <span className={styles.icons} aria-hidden="true">
        {card.iconUrl && (
          <img src={card.iconUrl} alt="" width={40} height={40} loading="lazy" className={styles.icon} />
        )}
        {card.hoverIconUrl && (
          <img src={card.hoverIconUrl} alt="" width={40} height={40} loading="lazy" className={styles.hoverIcon} />
        )}
      </span>
      <span className={styles.name}>{card.name}</span>
    </a>
  )
}
