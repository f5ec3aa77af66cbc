// Events (spec §2 /events/): coming and past events as post cards.
import { useData } from 'vike-react/useData'
import { useT } from '#ui/i18n.tsx'
import { GenericPageView } from '#views/page/GenericPageView.tsx'
import { PostList } from '#views/page/PostList.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { view, coming, past } = useData<Data>()
  const t = useT()
  return (
    <GenericPageView view={view}>
      <PostList title={t('events_upcoming')} cards={coming} empty={t('event_no_upcoming')} />
      {past.length > 0 && <PostList title={t('events_past')} cards={past} layout="default" />}
    </GenericPageView>
  )
}
