// interactive_image (spec §2 Content blocks): an image with hotspots at x/y percent; each hotspot is a button that
// opens a popover with its title and text (one at a time; Escape, the close button or a click elsewhere closes it
// and focus returns to the hotspot). The texts are in the prerendered HTML, hidden until opened. The block's extra
// scripts and styles (a WordPress plugin's, devcms/media/plugins/interactive-image/) load from the site's own origin
// only when the block is on the page, and only enhance it: it works without them.
import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { loadScript, loadStylesheet } from '#ui/browser/load-script.ts'
import { Img } from '#ui/Img.tsx'
import { cx } from '#ui/cx.ts'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './InteractiveImage.module.css'

export function InteractiveImage({ block }: BlockProps<'interactive_image'>) {
  const t = useT()
  const base = useId()
  const [open, setOpen] = useState<number | null>(null)
  const stage = useRef<HTMLDivElement>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  useExtraAssets(block.scripts, block.styles)

  useEffect(() => {
    if (open === null) return
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !stage.current?.contains(event.target)) setOpen(null)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const close = (i: number) => {
    setOpen(null)
    buttons.current[i]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || open === null) return
    event.preventDefault()
    close(open)
  }

  return (
    <section {...blockAttributes(block, styles.block)} data-interactive-image="">
      <BlockHeading title={block.title} level={block.headingLevel} />
      <figure className={styles.figure}>
        <div ref={stage} className={styles.stage} onKeyDown={onKeyDown}>
          <Img image={block.image} sizes="(max-width: 1200px) 100vw, 1200px" className={styles.image} />
          {block.hotspots.map((spot, i) => {
            const isOpen = open === i
            const popoverId = `${base}-hotspot-${i}`
            const position = { '--x': spot.x, '--y': spot.y }
            return (
              <Fragment key={i}>
                <button
                  ref={(el) => {
                    buttons.current[i] = el
                  }}
                  type="button"
                  className={styles.marker}
                  style={position}
                  aria-expanded={isOpen}
                  aria-controls={popoverId}
                  data-hotspot-x={spot.x}
                  data-hotspot-y={spot.y}
                  onClick={() => setOpen(isOpen ? null : i)}
                >
                  <span className="sr-only">{spot.title}</span>
                </button>
                <div
                  id={popoverId}
                  role="group"
                  aria-labelledby={`${popoverId}-title`}
                  hidden={!isOpen}
                  className={cx(styles.popover, spot.y > 55 && styles.above)}
                  style={position}
                >
                  <p id={`${popoverId}-title`} className={styles.popoverTitle}>
                    {spot.title}
                  </p>
                  <Html html={spot.text} className={styles.popoverText} />
                  <button type="button" className={styles.close} onClick={() => close(i)}>
                    <span aria-hidden="true">×</span>
                    <span className="sr-only">{t('close')}</span>
                  </button>
                </div>
              </Fragment>
            )
          })}
        </div>
        {block.image.caption && <figcaption className={styles.caption}>{block.image.caption}</figcaption>}
      </figure>
    </section>
  )
}

/** The block's extra scripts and stylesheets, loaded in the browser once the block is on the page; failures are ignored. */
function useExtraAssets(scripts: string[], stylesheets: string[]) {
  useEffect(() => {
    for (const href of stylesheets) loadStylesheet(href).catch(() => undefined)
    for (const src of scripts) loadScript(src).catch(() => undefined)
  }, [scripts, stylesheets])
}
