// Seam for the row list's tools (spec §2 "Table of contents and social share (optional per row list)"): the sticky
// table of contents and the social share bar belong to the blocks issue, which replaces this component's body.
// Until then it renders nothing; Rows already passes it what it needs.
import type { ContentRows } from '../../pipeline/model/types.ts'

type Props = { toc: ContentRows['toc']; socialShare: boolean }

export function RowListTools(_props: Props) {
  return null
}
