// Partner card (spec §2 Cards): default or compact layout; the excerpt and the shadow can be hidden.
import type { PartnerCardView } from '#content/cards.ts'
import { useT } from '../i18n.tsx'
import { cx } from '../cx.ts'
import { Img } from '../Img.tsx'
import styles from './PartnerCard.module.css'

type Props = {
  card: PartnerCardView
  layout?: 'default' | 'compact'
  hideExcerpt?: boolean
  hideShadow?: boolean
  heading?: 'h2' | 'h3' | 'h4'
}

export function PartnerCard({
  card,
  layout = 'default',
  hideExcerpt = false,
  hideShadow = false,
  heading: Heading = 'h3',
}: Props) {
  const t = useT()
  const external = card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <article className={cx(styles.card, styles[layout], hideShadow && styles.flat)}>
      <div className={styles.logo}>
        {card.logo ? (
          <Img image={card.logo} sizes="240px" decorative />
        ) : (
          // No logo in the CMS: the partner's initials, so the card does not show an empty box.
          <span className={styles.monogram} aria-hidden="true">
            {monogram(card.name)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <a href={card.link} className={styles.link} {...external}>
            {card.name}
            {card.external && <span className="sr-only"> {t('opens_in_new_tab')}</span>}
          </a>
        </Heading>
        {!hideExcerpt && layout === 'default' && card.excerpt && <p className={styles.excerpt}>{card.excerpt}</p>}
      </div>
    </article>
  )
}

/** 'VetLab Noord' → 'VN', 'HoefCare' → 'H': the first letters of the first two words. */
export function monogram(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word))
    .slice(0, 2)
    .map((word) => (word.match(/[\p{L}\p{N}]/u)?.[0] ?? '').toUpperCase())
    .join('')
}
