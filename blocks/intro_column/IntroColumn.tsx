// intro_column (spec §2 Content blocks): a section's opening — its title and a lead paragraph in a larger type.
import { Html } from '#ui/Html.tsx'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './IntroColumn.module.css'

export function IntroColumn({ block }: BlockProps<'intro_column'>) {
  return (
    <section {...blockAttributes(block, styles.intro)}>
      <BlockHeading title={block.title} level={block.headingLevel} className={styles.title} />
      <Html html={block.text} className={styles.text} />
    </section>
  )
}
