// featured_posts_with_icons (spec §2 Content blocks): tiles with an icon, a title, a short text and a link; the whole
// tile is the link (its title's), the link's own title shows as the call to action.
import { useT } from '#ui/i18n.tsx'
import { Img } from '#ui/Img.tsx'
import type { FeaturedPostsWithIconsBlock } from './schema.ts'
import { CardBlockSection } from '../CardBlockSection.tsx'
import { CardList } from '../CardList.tsx'
import { cardHeading, type CardHeading } from '../card-heading.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './FeaturedPostsWithIcons.module.css'

type Item = FeaturedPostsWithIconsBlock['items'][number]

export function FeaturedPostsWithIcons({ block }: BlockProps<'featured_posts_with_icons'>) {
  const items = block.items.filter((item) => item.link.url)
  if (items.length === 0) return null
  const heading = cardHeading(block)
  return (
    <CardBlockSection block={block}>
      <CardList size="small" fill>
        {items.map((item, i) => (
          <Tile key={i} item={item} heading={heading} />
        ))}
      </CardList>
    </CardBlockSection>
  )
}

function Tile({ item, heading: Heading }: { item: Item; heading: CardHeading }) {
  const t = useT()
  const newTab = item.link.target === '_blank'
  return (
    <article className={styles.tile}>
      <span className={styles.icon}>
        <Img image={item.icon} sizes="64px" decorative />
      </span>
      <Heading className={styles.title}>
        <a
          href={item.link.url}
          className={styles.link}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {item.title || item.link.title}
          {newTab && <span className="sr-only">{` ${t('opens_in_new_tab')}`}</span>}
        </a>
      </Heading>
      {item.text && <p className={styles.text}>{item.text}</p>}
      {item.link.title && item.title && (
        <p className={styles.cta} aria-hidden="true">
          {item.link.title}
        </p>
      )}
    </article>
  )
}
