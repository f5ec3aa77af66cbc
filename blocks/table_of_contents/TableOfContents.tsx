// table_of_contents (spec §2, §3 Table-of-contents entry): a navigation of in-page links (#anchor), up to three levels,
// titled by the block or, without one, by the translations (default 'Inhoudsopgave').
import { useId } from 'react'
import type { BlockProps } from '../block-props.ts'
import { useT } from '#ui/i18n.tsx'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import { TocList } from '../toc/TocList.tsx'
import styles from './TableOfContents.module.css'

export function TableOfContents({ block }: BlockProps<'table_of_contents'>) {
  const t = useT()
  const headingId = useId()
  return (
    <nav {...blockAttributes(block, styles.toc)} aria-labelledby={headingId}>
      <BlockHeading
        id={headingId}
        title={block.title || t('table_of_contents')}
        level={block.headingLevel}
        className={styles.title}
      />
      <TocList items={block.items} />
    </nav>
  )
}
