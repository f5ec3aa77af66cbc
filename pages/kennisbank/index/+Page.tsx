// Knowledge base (spec §2 /kennisbank/): CMS banner and rows, category tiles, newest articles with paging.
import { useData } from 'vike-react/useData'
import { useT } from '#ui/i18n.tsx'
import { GenericPageView } from '#views/page/GenericPageView.tsx'
import { PostList } from '#views/page/PostList.tsx'
import type { Data } from './+data.ts'
import { CategoryTiles } from './CategoryTiles.tsx'

export default function Page() {
  const { view, categories, articles, paging } = useData<Data>()
  const t = useT()
  return (
    <GenericPageView view={view}>
      <CategoryTiles tiles={categories} />
      <PostList title={t('latest_articles')} cards={articles} paging={paging} />
    </GenericPageView>
  )
}
