// Clinic card for the finder: name, city and province, emergency service.
import type { ClinicCardView } from '#content/finder-cards.ts'
import { useT } from '../i18n.tsx'
import { Img } from '../Img.tsx'
import styles from './ClinicCard.module.css'

type Props = { card: ClinicCardView; heading?: 'h2' | 'h3' | 'h4' }

export function ClinicCard({ card, heading: Heading = 'h3' }: Props) {
  const t = useT()
  const place = [card.city, card.province].filter(Boolean).join(', ')
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {card.image && <Img image={card.image} sizes="(max-width: 700px) 100vw, 400px" decorative />}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <a href={card.link} className={styles.link}>
            {card.name}
          </a>
        </Heading>
        {place && <p className={styles.place}>{place}</p>}
        {card.emergency && <p className={styles.emergency}>{t('finder_emergency')}</p>}
      </div>
    </article>
  )
}
