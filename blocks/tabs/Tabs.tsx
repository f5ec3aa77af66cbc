// tabs (spec §2 Content blocks): the WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with
// automatic activation: one active tab, the first selected; Left/Right move between tabs (wrapping), Home/End go to
// the first/last; roving tabindex. Every panel is in the prerendered HTML, the inactive ones hidden.
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Html } from '#ui/Html.tsx'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './Tabs.module.css'

/** The tab a key moves to, or undefined for keys the tab list leaves alone. */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}

export function Tabs({ block }: BlockProps<'tabs'>) {
  const base = useId()
  const [active, setActive] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (i: number) => `${base}-tab-${i}`
  const panelId = (i: number) => `${base}-panel-${i}`
  const headingId = block.title ? `${base}-title` : undefined

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(event.key, active, block.tabs.length)
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <section {...blockAttributes(block, styles.tabs)}>
      <BlockHeading title={block.title} level={block.headingLevel} id={headingId} />
      <div role="tablist" aria-labelledby={headingId} className={styles.list} onKeyDown={onKeyDown}>
        {block.tabs.map((tab, i) => (
          <button
            key={i}
            ref={(el) => {
              tabRefs.current[i] = el
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === active}
            aria-controls={panelId(i)}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {block.tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          tabIndex={0}
          hidden={i !== active}
          className={styles.panel}
        >
          <Html html={tab.content} />
        </div>
      ))}
    </section>
  )
}
