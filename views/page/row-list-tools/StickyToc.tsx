// The row list's sticky table of contents (spec §2 "Table of contents and social share", §9): its button appears once
// the page is scrolled down more than 250 px; the panel (a disclosure, not a modal, so the page can still scroll) closes
// on scroll, on choosing an item, on Escape and on a click elsewhere.
import { useEffect, useId, useRef, useState } from 'react'
import type { ContentRows } from '#lib/model/types.ts'
import { TocList } from '#blocks/toc/TocList.tsx'
import { useT } from '#ui/i18n.tsx'
import { useScrolledPast } from '../../chrome/useScrolledPast.ts'
import styles from '../RowListTools.module.css'

/** spec §9 "TOC button after 250 px scroll" (more than 250: 251 shows it, 250 does not). */
export const TOC_BUTTON_AFTER_PX = 250

type Props = { toc: NonNullable<ContentRows['toc']> }

export function StickyToc({ toc }: Props) {
  const t = useT()
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const past = useScrolledPast(TOC_BUTTON_AFTER_PX)
  const [open, setOpen] = useState(false)
  const expanded = open && past
  const title = toc.title || t('table_of_contents')

  useEffect(() => {
    if (!expanded) return
    const close = () => setOpen(false)
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      close()
      button.current?.focus()
    }
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) close()
    }
    window.addEventListener('scroll', close, { passive: true })
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      window.removeEventListener('scroll', close)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [expanded])

  if (!past) return null
  return (
    <div ref={root} className={styles.toc}>
      <button
        ref={button}
        type="button"
        className={styles.tocButton}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setOpen(!expanded)}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        >
          <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
        </svg>
        <span>{title}</span>
      </button>
      <nav id={panelId} className={styles.tocPanel} aria-label={title} hidden={!expanded}>
        <p className={styles.tocTitle} aria-hidden="true">
          {title}
        </p>
        <TocList items={toc.items} onSelect={() => setOpen(false)} />
      </nav>
    </div>
  )
}
