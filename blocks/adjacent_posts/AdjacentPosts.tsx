// adjacent_posts (spec §2 Content blocks): links to the previous and next article, each with the editor's label or
// 'Vorige' / 'Volgende'. A side whose post is not published is left out; with neither, nothing renders.
import type { PostCardView } from '#content/cards.ts'
import { useT } from '#ui/i18n.tsx'
import { cx } from '#ui/cx.ts'
import { CardBlockSection } from '../CardBlockSection.tsx'
import type { BlockProps } from '../block-props.ts'
import styles from './AdjacentPosts.module.css'
import { InlineHtml } from '#ui/Html.tsx'

export function AdjacentPosts({ block, refs }: BlockProps<'adjacent_posts'>) {
  const t = useT()
  const previous = block.previous_post ? refs.posts[block.previous_post] : undefined
  const next = block.next_post ? refs.posts[block.next_post] : undefined
  if (!previous && !next) return null
  return (
    <CardBlockSection block={block}>
      <nav aria-label={t('adjacent_posts')}>
        <ul className={styles.list}>
          {previous && <Side card={previous} label={block.previous_label || t('previous')} side="previous" />}
          {next && <Side card={next} label={block.next_label || t('next')} side="next" />}
        </ul>
      </nav>
    </CardBlockSection>
  )
}

function Side({ card, label, side }: { card: PostCardView; label: string; side: 'previous' | 'next' }) {
  return (
    <li className={cx(styles.item, styles[side])}>
      <a href={card.link} rel={side === 'previous' ? 'prev' : 'next'} className={styles.link}>
        <span className={styles.label}>{label}</span>
        <span className={styles.title}>
          <InlineHtml html={card.titleHtml} text={card.title} />
        </span>
      </a>
    </li>
  )
}
