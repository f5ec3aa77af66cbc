// text_quote_column (spec §2 Content blocks): a quote with its author and the author's function, beside the text.
import { Html } from '#ui/Html.tsx'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './TextQuoteColumn.module.css'

export function TextQuoteColumn({ block }: BlockProps<'text_quote_column'>) {
  return (
    <section {...blockAttributes(block, styles.block)}>
      <BlockHeading title={block.title} level={block.headingLevel} />
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p>{block.quote}</p>
        </blockquote>
        {block.quote_author && (
          <figcaption className={styles.caption}>
            <cite className={styles.author}>{block.quote_author}</cite>
            {block.quote_function && <span className={styles.function}>{block.quote_function}</span>}
          </figcaption>
        )}
      </figure>
      <Html html={block.text} />
    </section>
  )
}
