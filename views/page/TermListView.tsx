// A term's list page (knowledge-base category, category, tag): banner or heading, introduction, paged post cards.
import type { PostCardView } from '#content/cards.ts'
import type { PageView } from '#content/page-view.ts'
import type { Paging } from '#content/paging.ts'
import { GenericPageView } from './GenericPageView.tsx'
import { PostList } from './PostList.tsx'
import styles from './TermListView.module.css'

type Props = {
  term: { name: string; description: string; introduction: string }
  banner?: PageView['banner']
  categoryLabel?: string
  cards: PostCardView[]
  paging: Paging
}

export function TermListView({ term, banner, categoryLabel, cards, paging }: Props) {
  const intro = term.introduction || (banner ? '' : term.description)
  const view: PageView = {
    title: term.name,
    ...(banner ? { banner } : {}),
    refs: { posts: {}, partners: {}, authors: {} },
    content: '',
  }
  return (
    <GenericPageView view={view} categoryLabel={categoryLabel}>
      {intro && paging.page === 1 && (
        <div className="container">
          <p className={styles.intro}>{intro}</p>
        </div>
      )}
      <PostList cards={cards} paging={paging} />
    </GenericPageView>
  )
}
