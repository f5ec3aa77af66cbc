// Post card (spec §2 Cards, §3 Post card) in its six layouts; the whole card is one link (the title's). The call to
// action (view_label) is part of that link's click area, so it is hidden from screen readers rather than a second link.
import type { PostCardView } from '#content/cards.ts'
import { POST_CARD_LAYOUTS, type PostCardLayout } from '#lib/model/types.ts'
import { useT } from '../i18n.tsx'
import { Img } from '../Img.tsx'
import { cx } from '../cx.ts'
import styles from './PostCard.module.css'
import { InlineHtml } from '../Html.tsx'

export { POST_CARD_LAYOUTS, type PostCardLayout }

type Props = { card: PostCardView; layout?: PostCardLayout; heading?: 'h2' | 'h3' | 'h4'; eager?: boolean }

const IMAGE_SIZES: Record<PostCardLayout, string> = {
  default: '(max-width: 700px) 100vw, 400px',
  extended: '(max-width: 700px) 100vw, 400px',
  compact: '120px',
  'compact-overlay': '(max-width: 700px) 100vw, 400px',
  large: '(max-width: 1024px) 100vw, 800px',
  'large-image-right': '(max-width: 700px) 100vw, 600px',
}

/** spec view_label: the call to action's text per card type (translations, Dutch defaults in ui/i18n.tsx). */
const VIEW_LABEL = { article: 'read_more', post: 'read_more', lesson: 'view_lesson', event: 'view_event' } as const

export function PostCard({ card, layout = 'default', heading: Heading = 'h3', eager = false }: Props) {
  const t = useT()
  const showExcerpt = layout === 'extended' || layout === 'large' || layout === 'large-image-right'
  const showByline = layout !== 'compact' && layout !== 'compact-overlay'
  const category = card.primaryCategory
  const sponsorStyle = card.sponsor?.color ? { '--sponsor-color': card.sponsor.color } : undefined
  return (
    <article className={cx(styles.card, styles[layout], card.sponsor && styles.sponsored)} style={sponsorStyle}>
      {card.featuredImage && (
        <div className={styles.media}>
          <Img
            image={card.featuredImage}
            sizes={IMAGE_SIZES[layout]}
            eager={eager}
            decorative
            className={styles.image}
          />
        </div>
      )}
      <div className={styles.body}>
        <p className={styles.labels}>
          <span className={card.categoryLabelType === 'content_type' ? styles.labelContentType : styles.labelCategory}>
            {card.categoryLabel}
          </span>
          {category && layout !== 'compact' && (
            <span className={styles.labelCategory}>
              {category.iconUrl && (
                <img
                  src={category.iconUrl}
                  alt=""
                  width={16}
                  height={16}
                  loading="lazy"
                  decoding="async"
                  className={styles.categoryIcon}
                />
              )}
              {category.name}
            </span>
          )}
        </p>
        <Heading className={styles.title}>
          <a href={card.link} className={styles.link}>
            <InlineHtml html={card.titleHtml} text={card.title} />
          </a>
        </Heading>
        {showExcerpt && card.excerpt && <p className={styles.excerpt}>{card.excerpt}</p>}
        <p className={styles.meta}>
          <time dateTime={card.date}>{card.dateFormatted}</time>
          {showByline && card.showAuthor && card.author && <span>{card.author}</span>}
          {showByline && card.readingTime && <span>{t('reading_time', { minutes: card.readingTime })}</span>}
        </p>
        {showExcerpt && (
          <span className={styles.cta} aria-hidden="true">
            {t(VIEW_LABEL[card.type])}
          </span>
        )}
        {card.sponsor && <p className={styles.sponsor}>{card.sponsor.label || t('sponsored')}</p>}
      </div>
    </article>
  )
}
