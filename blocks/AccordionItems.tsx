// The accordion of the accordion and questions blocks (spec §4: one open item; clicking the open item closes it).
// Each item: a heading with a disclosure button, and a panel with text, an optional image and button; panels are in
// the prerendered HTML, hidden while closed. An item with an anchor has that id and opens when the URL hash matches.
import { useId, useState } from 'react'
import { Html } from '#ui/Html.tsx'
import { Img } from '#ui/Img.tsx'
import type { AccordionBlock } from './accordion/schema.ts'
import { BlockLink } from './BlockLink.tsx'
import { headingTag, type SubHeadingLevel } from './block-common.ts'
import { useLocationHash } from './useLocationHash.ts'
import styles from './AccordionItems.module.css'

export type AccordionItem = AccordionBlock['items'][number]

/** An item's label: its name, else its title. */
export const itemLabel = (item: AccordionItem): string => item.name || item.title || ''

/** The open item after a click on item `clicked`: that item, or none when it was the open one. */
export const toggleOpen = (open: number | null, clicked: number): number | null => (open === clicked ? null : clicked)

type Props = { items: AccordionItem[]; heading: SubHeadingLevel }

export function AccordionItems({ items, heading }: Props) {
  const Heading = headingTag(heading)
  const base = useId()
  const hash = useLocationHash()
  const [open, setOpen] = useState<number | null>(null)
  const [seenHash, setSeenHash] = useState('')
  if (hash !== seenHash) {
    setSeenHash(hash)
    const target = hash ? items.findIndex((item) => item.anchor === hash) : -1
    if (target >= 0) setOpen(target)
  }
  return (
    <div className={styles.list}>
      {items.map((item, i) => {
        const isOpen = open === i
        const buttonId = `${base}-button-${i}`
        const panelId = `${base}-panel-${i}`
        return (
          <div key={i} id={item.anchor || undefined} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                className={styles.button}
                onClick={() => setOpen(toggleOpen(open, i))}
              >
                <span>{itemLabel(item)}</span>
                <span aria-hidden="true" className={styles.icon} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className={styles.panel}>
              {item.image && (
                <Img image={item.image} sizes="(max-width: 700px) 100vw, 320px" className={styles.image} />
              )}
              <Html html={item.content} />
              {item.button && <BlockLink link={item.button} variant="secondary" className={styles.cta} />}
            </div>
          </div>
        )
      })}
    </div>
  )
}
