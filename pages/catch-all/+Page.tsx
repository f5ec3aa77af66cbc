// CMS pages (the generic page view) and news posts (like articles) at any path of the route table.
import { useData } from 'vike-react/useData'
import { ArticleView } from '#views/page/ArticleView.tsx'
import { GenericPageView } from '#views/page/GenericPageView.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const data = useData<Data>()
  return data.kind === 'post' ? <ArticleView view={data.view} /> : <GenericPageView view={data.view} />
}
