// The footer's partner logos (layout.footerPartners): a plain list in the HTML; after hydration Swiper (loaded lazily)
// turns it into a slider — 5 per view, 3 below 1024 px, autoplay every 4000 ms that stops on interaction (spec §9).
// Swiper loads only when the footer comes near the viewport.
import { useEffect, useRef } from 'react'
import type { FooterPartner, LayoutData } from '#content/layout.ts'
import { FOOTER_PARTNERS } from '#ui/browser/constants.ts'
import { isInternal } from '../menu/menu-links.ts'
import { useNearViewport } from '#ui/useNearViewport.ts'
import styles from './PartnerSlider.module.css'

/** Every partner once, in the order of the partner types. */
export function uniquePartners(types: LayoutData['footerPartners']['types']): FooterPartner[] {
  const byId = new Map<number, FooterPartner>()
  for (const partner of types.flatMap((type) => type.partners)) if (!byId.has(partner.id)) byId.set(partner.id, partner)
  return [...byId.values()]
}

export function PartnerSlider({ partners }: { partners: FooterPartner[] }) {
  const root = useRef<HTMLDivElement>(null)
  const slides = partners.length > FOOTER_PARTNERS.perViewNarrow
  const near = useNearViewport(root, slides)
  useEffect(() => {
    const el = root.current
    if (!el || !slides || !near) return
    let destroyed = false
    let destroy = () => {}
    void import('./swiper-slider.ts').then(({ mountPartnerSlider }) => {
      if (!destroyed) destroy = mountPartnerSlider(el)
    })
    return () => {
      destroyed = true
      destroy()
    }
  }, [slides, near])

  if (!partners.length) return null
  return (
    <div ref={root} className={`swiper ${styles.slider}`}>
      <ul className={`swiper-wrapper ${styles.list}`}>
        {partners.map((partner) => (
          <li key={partner.id} className={`swiper-slide ${styles.slide}`}>
            <a
              className={styles.logo}
              href={partner.url}
              {...(isInternal(partner.url) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {partner.logo ? (
                <img
                  src={partner.logo.src}
                  alt={partner.name}
                  width={partner.logo.width ?? 200}
                  height={partner.logo.height ?? 100}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.name}>{partner.name}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
