// News (spec §2 /nieuws/): news posts as post cards, paged.
import { useData } from 'vike-react/useData'
import { useT } from '#ui/i18n.tsx'
import { GenericPageView } from '#views/page/GenericPageView.tsx'
import { PostList } from '#views/page/PostList.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { view, posts, paging } = useData<Data>()
  const t = useT()
  return (
    <GenericPageView view={view}>
      <PostList title={t('latest_news')} cards={posts} paging={paging} />
    </GenericPageView>
  )
}
