// One finder result (a clinic or a vet): photo or logo, kind, name as the link, place and distance, emergency service,
// expertise, and for a vet the job and the clinics. `compact` for the column beside the map.
import type { FinderResult } from '#lib/model/finder.ts'
import { useT } from '#ui/i18n.tsx'
import { Img } from '#ui/Img.tsx'
import { formatKm } from './format.ts'
import styles from './FinderResultCard.module.css'

type Props = { result: FinderResult; compact?: boolean; heading?: 'h2' | 'h3' }

const SHOWN_EXPERTISE = 3

export function FinderResultCard({ result: r, compact = false, heading: Heading = 'h3' }: Props) {
  const t = useT()
  const place = [r.place, r.province].filter(Boolean).join(', ')
  const expertise = r.expertise.slice(0, SHOWN_EXPERTISE)
  return (
    <article className={`${styles.card} ${compact ? styles.compact : ''}`} data-result={`${r.type}:${r.id}`}>
      <div className={`${styles.media} ${r.type === 'vet' ? styles.round : ''}`}>
        {r.image ? <Img image={r.image} sizes={compact ? '72px' : '120px'} decorative /> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.kind}>{r.type === 'clinic' ? t('finder_clinic') : t('finder_vet')}</p>
        <Heading className={styles.name}>
          <a href={r.link} className={styles.link}>
            {r.title}
          </a>
        </Heading>
        {r.function ? <p className={styles.function}>{r.function}</p> : null}
        <p className={styles.place}>
          {place}
          {r.distance !== undefined ? (
            <span className={styles.distance}>{t('finder_km_away', { distance: formatKm(r.distance) })}</span>
          ) : null}
        </p>
        {r.emergencyService ? <p className={styles.emergency}>{t('finder_emergency')}</p> : null}
        {!compact && r.clinics?.length ? (
          <p className={styles.clinics}>
            {t('finder_works_at')}: {r.clinics.map((c) => c.title).join(', ')}
          </p>
        ) : null}
        {!compact && expertise.length ? (
          <ul className={styles.tags} aria-label={t('finder_expertises')}>
            {expertise.map((e) => (
              <li key={e}>{e}</li>
            ))}
            {r.expertise.length > SHOWN_EXPERTISE ? <li>+{r.expertise.length - SHOWN_EXPERTISE}</li> : null}
          </ul>
        ) : null}
      </div>
    </article>
  )
}
