// Expertise card (spec §2 Cards): the expertise's icon, swapped for its hover icon on hover and focus.
import type { ExpertiseCardView } from '../../content/cards.ts'
import styles from './ExpertiseCard.module.css'

type Props = { card: ExpertiseCardView }

export function ExpertiseCard({ card }: Props) {
  return (
    <a href={card.link} className={styles.card}>
      <span className={styles.icons} aria-hidden="true">
        {card.iconUrl && <img src={card.iconUrl} alt="" width={40} height={40} loading="lazy" className={styles.icon} />}
        {card.hoverIconUrl && <img src={card.hoverIconUrl} alt="" width={40} height={40} loading="lazy" className={styles.hoverIcon} />}
      </span>
      <span className={styles.name}>{card.name}</span>
    </a>
  )
}
