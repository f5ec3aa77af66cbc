// accordion (spec §2 Content blocks, §3 Accordion item, §4): items that open one at a time.
import { BlockHeading } from '../BlockHeading.tsx'
import { AccordionItems } from '../AccordionItems.tsx'
import { blockAttributes, itemHeading } from '../block-common.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './Accordion.module.css'

export function Accordion({ block }: BlockProps<'accordion'>) {
  return (
    <section {...blockAttributes(block, styles.accordion)}>
      <BlockHeading title={block.title} level={block.headingLevel} />
      <AccordionItems items={block.items} heading={itemHeading(block)} />
    </section>
  )
}
