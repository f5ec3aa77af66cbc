// Knowledge-base article (spec §2 /kennisbank/{article}/).
import { useData } from 'vike-react/useData'
import { ArticleView } from '#views/page/ArticleView.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { view } = useData<Data>()
  return <ArticleView view={view} />
}
