// text_image_column (spec §2 Content blocks): text with an image on the left or right and an optional button;
// side by side when the column is wide enough, stacked (image first) when it is not.
import { Html } from '#ui/Html.tsx'
import { Img } from '#ui/Img.tsx'
import { cx } from '#ui/cx.ts'
import { BlockHeading } from '../BlockHeading.tsx'
import { BlockLink } from '../BlockLink.tsx'
import { blockAttributes } from '../block-common.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './TextImageColumn.module.css'

export function TextImageColumn({ block }: BlockProps<'text_image_column'>) {
  return (
    <section {...blockAttributes(block, styles.block)}>
      <div className={cx(styles.layout, block.image_position === 'left' ? styles.imageLeft : styles.imageRight)}>
        <div className={styles.media}>
          <Img image={block.image} sizes="(max-width: 700px) 100vw, 400px" className={styles.image} />
        </div>
        <div className={styles.body}>
          <BlockHeading title={block.title} level={block.headingLevel} />
          <Html html={block.text} />
          {block.button && <BlockLink link={block.button} className={styles.button} />}
        </div>
      </div>
    </section>
  )
}
