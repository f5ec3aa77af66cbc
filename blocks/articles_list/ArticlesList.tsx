// articles_list (spec §2 Content blocks): a plain list of links to posts, numbered (<ol>) when the editor asks for it.
// Unpublished posts are left out; with none left the block renders nothing.
import { CardBlockSection } from '../CardBlockSection.tsx'
import type { BlockProps } from '../block-props.ts'
import { uniqueBy } from '../unique.ts'
import styles from './ArticlesList.module.css'
import { InlineHtml } from '#ui/Html.tsx'

export function ArticlesList({ block, refs }: BlockProps<'articles_list'>) {
  const cards = uniqueBy(
    block.posts.flatMap((id) => refs.posts[id] ?? []),
    (c) => c.id,
  )
  if (cards.length === 0) return null
  const List = block.numbered ? 'ol' : 'ul'
  return (
    <CardBlockSection block={block}>
      <List className={block.numbered ? styles.numbered : styles.plain}>
        {cards.map((card) => (
          <li key={card.id} className={styles.item}>
            <a href={card.link} className={styles.link}>
              <InlineHtml html={card.titleHtml} text={card.title} />
            </a>
            <span className={styles.meta}>{card.primaryCategory?.name ?? card.categoryLabel}</span>
          </li>
        ))}
      </List>
    </CardBlockSection>
  )
}
