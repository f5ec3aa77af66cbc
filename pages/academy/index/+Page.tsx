// Academy (spec §2 /academy/): the lessons as post cards.
import { useData } from 'vike-react/useData'
import { useT } from '#ui/i18n.tsx'
import { GenericPageView } from '#views/page/GenericPageView.tsx'
import { PostList } from '#views/page/PostList.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { view, lessons } = useData<Data>()
  const t = useT()
  return (
    <GenericPageView view={view}>
      <PostList title={t('lessons')} cards={lessons} />
    </GenericPageView>
  )
}
