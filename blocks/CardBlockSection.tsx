// The outer element of the card, list, tool and form blocks: common fields (anchor, v1 class) and the block's title,
// which also names the section for assistive technology.
import { useId, type ReactNode } from 'react'
import type { Block } from './definitions.ts'
import { cx } from '#ui/cx.ts'
import { BlockHeading } from './BlockHeading.tsx'
import { blockAttributes } from './block-common.ts'
import styles from './CardBlockSection.module.css'

type Props = { block: Block; className?: string; children: ReactNode }

export function CardBlockSection({ block, className, children }: Props) {
  const headingId = useId()
  return (
    <section
      {...blockAttributes(block, cx(styles.block, className))}
      aria-labelledby={block.title ? headingId : undefined}
    >
      <BlockHeading title={block.title} level={block.headingLevel} id={headingId} className={styles.title} />
      {children}
    </section>
  )
}
