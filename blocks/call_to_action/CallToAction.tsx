// call_to_action (spec §2 Content blocks): a box with a title, text and a button, an optional image, in the default
// (light) or highlight (brand colour) style.
import { Html } from '#ui/Html.tsx'
import { Img } from '#ui/Img.tsx'
import { cx } from '#ui/cx.ts'
import { BlockHeading } from '../BlockHeading.tsx'
import { BlockLink } from '../BlockLink.tsx'
import { blockAttributes } from '../block-common.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './CallToAction.module.css'

export function CallToAction({ block }: BlockProps<'call_to_action'>) {
  const highlight = block.style === 'highlight'
  return (
    <section {...blockAttributes(block, cx(styles.cta, highlight ? styles.highlight : styles.default))}>
      <div className={cx(styles.layout, block.image && styles.withImage)}>
        {block.image && (
          <div className={styles.media}>
            <Img image={block.image} sizes="(max-width: 700px) 100vw, 400px" decorative className={styles.image} />
          </div>
        )}
        <div className={styles.body}>
          <BlockHeading title={block.title} level={block.headingLevel} className={styles.title} />
          <Html html={block.text} className={styles.text} />
          <BlockLink link={block.button} variant={highlight ? 'inverse' : 'primary'} className={styles.button} />
        </div>
      </div>
    </section>
  )
}
