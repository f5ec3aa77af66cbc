// Knowledge-base category (spec §2 /kennisbank-cat/{category}/): template-rubriek banner, introduction, paged articles.
import { useData } from 'vike-react/useData'
import { TermListView } from '#views/page/TermListView.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { term, banner, cards, paging } = useData<Data>()
  return <TermListView term={term} banner={banner} cards={cards} paging={paging} />
}
