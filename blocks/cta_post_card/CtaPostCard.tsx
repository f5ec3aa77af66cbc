// cta_post_card (spec §2 Content blocks): a post card with a call to action beside it — the editor's text and a
// button (its label, else 'Lees meer') to the same post.
import { PostCard } from '#ui/cards/PostCard.tsx'
import { useT } from '#ui/i18n.tsx'
import { BlockLink } from '../BlockLink.tsx'
import { CardBlockSection } from '../CardBlockSection.tsx'
import { cardHeading } from '../card-heading.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './CtaPostCard.module.css'

export function CtaPostCard({ block, refs }: BlockProps<'cta_post_card'>) {
  const t = useT()
  const card = refs.posts[block.post]
  if (!card) return null
  return (
    <CardBlockSection block={block} className={styles.block}>
      <div className={styles.layout}>
        <div className={styles.card}>
          <PostCard card={card} layout="compact-overlay" heading={cardHeading(block)} />
        </div>
        <div className={styles.cta}>
          {block.text && <p className={styles.text}>{block.text}</p>}
          <BlockLink link={{ url: card.link, title: block.button_label || t('read_more'), target: '' }} />
        </div>
      </div>
    </CardBlockSection>
  )
}
