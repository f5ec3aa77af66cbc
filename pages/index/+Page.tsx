// Home (spec §2 "/"): the frontpage's banner and rows.
import { useData } from 'vike-react/useData'
import { GenericPageView } from '#views/page/GenericPageView.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { view } = useData<Data>()
  return <GenericPageView view={view} />
}
