// The row list's tools (spec §2 "Table of contents and social share (optional per row list)"): the sticky table of
// contents when the rows have one (rows.toc) and the social share bar when rows.socialShare is set.
import type { ContentRows } from '#lib/model/types.ts'
import { ShareBar } from './row-list-tools/ShareBar.tsx'
import { StickyToc } from './row-list-tools/StickyToc.tsx'

type Props = { toc: ContentRows['toc']; socialShare: boolean }

export function RowListTools({ toc, socialShare }: Props) {
  return (
    <>
      {toc && toc.items.length > 0 ? <StickyToc toc={toc} /> : null}
      {socialShare ? <ShareBar /> : null}
    </>
  )
}
