// Stand-in for a content block until its real component exists: a labelled box with the block's title.
import type { Block } from '../pipeline/model/types.ts'
import styles from './BlockPlaceholder.module.css'

export function BlockPlaceholder({ block }: { block: Block }) {
  const Heading = block.heading_size
  return (
    <section className={styles.box} id={block.anchor || undefined} data-block={block.acf_fc_layout}>
      <p className={styles.label}>Blok: {block.acf_fc_layout}</p>
      {block.title && <Heading className={styles.title}>{block.title}</Heading>}
    </section>
  )
}
