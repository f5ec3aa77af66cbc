// The footer partners block closing the generic page view (spec §3): title, text, the partners per partner type with
// their logos, and a link to the partners page. Data: the layout's footerPartners (pages/+onCreateGlobalContext).
// The footer's partner slider shows the same partners: it steps aside on pages with this block (data-footer-partners,
// see views/chrome/footer/Footer.module.css).
import { usePageContext } from 'vike-react/usePageContext'
import type { FooterPartner } from '#content/layout.ts'
import { Img } from '#ui/Img.tsx'
import styles from './FooterPartners.module.css'

export function FooterPartners() {
  const block = usePageContext().globalContext.layout?.footerPartners
  if (!block || block.types.length === 0) return null
  const link = block.partnersPageLink
  return (
    // Complementary to the page (the partners who support the site), so its landmark is never mistaken for a block's.
    <aside className={styles.block} aria-labelledby="page-partners-title" data-footer-partners="">
      <div className="container">
        <h2 id="page-partners-title" className={styles.title}>
          {block.title}
        </h2>
        {block.text && <p className={styles.text}>{block.text}</p>}
        <div className={styles.types}>
          {block.types.map((type) => (
            <div key={type.id} className={styles.type}>
              <h3 className={styles.typeName}>{type.name}</h3>
              <ul className={styles.logos}>
                {type.partners.map((p) => (
                  <li key={p.id}>
                    <PartnerLogo partner={p} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {link && (
          <p className={styles.more}>
            <a
              href={link.url}
              target={link.target || undefined}
              rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
            >
              {link.title}
            </a>
          </p>
        )}
      </div>
    </aside>
  )
}

function PartnerLogo({ partner }: { partner: FooterPartner }) {
  const external = partner.target === '_blank'
  return (
    <a
      href={partner.url}
      className={styles.logo}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {partner.logo ? (
        <Img image={{ ...partner.logo, alt: partner.name }} sizes="160px" />
      ) : (
        <span>{partner.name}</span>
      )}
    </a>
  )
}
