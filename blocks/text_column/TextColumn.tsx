// text_column (spec §2 Content blocks): rich text; a more-marker splits it into a short part and an expandable part
// with a 'Lees meer' / 'Lees minder' toggle. The expandable part is in the prerendered HTML (indexable), hidden until
// opened; an in-page link to an id inside it opens it.
import { useId, useState } from 'react'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import { idsIn, splitMore } from './more-split.ts'
import type { BlockProps } from '../block-props.ts'
import { useLocationHash } from '../useLocationHash.ts'
import styles from './TextColumn.module.css'

export function TextColumn({ block }: BlockProps<'text_column'>) {
  const { short, more } = splitMore(block.text)
  return (
    <section {...blockAttributes(block, styles.text)}>
      <BlockHeading title={block.title} level={block.headingLevel} />
      <Html html={short} />
      {more && <More html={more} />}
    </section>
  )
}

function More({ html }: { html: string }) {
  const t = useT()
  const id = useId()
  const hash = useLocationHash()
  const [open, setOpen] = useState(false)
  const [seenHash, setSeenHash] = useState('')
  if (hash !== seenHash) {
    setSeenHash(hash)
    if (hash && idsIn(html).includes(hash)) setOpen(true)
  }
  return (
    <>
      <div id={id} hidden={!open} className={styles.more}>
        <Html html={html} />
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? t('read_less') : t('read_more')}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
    </>
  )
}
