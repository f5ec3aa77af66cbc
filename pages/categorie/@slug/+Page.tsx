// Category page (spec §2 /categorie/{category}): the category's articles and news posts, paged.
import { useData } from 'vike-react/useData'
import { TermListView } from '#views/page/TermListView.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { term, banner, cards, paging } = useData<Data>()
  return <TermListView term={term} banner={banner} cards={cards} paging={paging} />
}
