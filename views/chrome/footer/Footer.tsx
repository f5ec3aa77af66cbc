// The site footer (spec §1): partner slider, newsletter sign-up, social links, footer menus, disclaimer menu, cookie settings.
import type { LayoutData } from '#content/layout.ts'
import { openCookieSettings } from '#ui/consent/CookieConsent.tsx'
import { useT } from '#ui/i18n.tsx'
import { MenuLink } from '../menu/MenuLink.tsx'
import { FooterMenus } from './FooterMenus.tsx'
import { Newsletter } from './Newsletter.tsx'
import { PartnerSlider, uniquePartners } from './PartnerSlider.tsx'
import { SocialLinks } from './SocialLinks.tsx'
import styles from './Footer.module.css'

export function Footer({ layout, currentPath }: { layout: LayoutData; currentPath: string }) {
  const t = useT()
  const partners = uniquePartners(layout.footerPartners.types)
  const disclaimer = layout.menus.disclaimer
  return (
    <footer className={styles.footer}>
      {partners.length ? (
        <section className={styles.partners} aria-labelledby="footer-partners-title">
          <div className="container">
            <div className={styles.partnersHead}>
              <div>
                <h2 id="footer-partners-title" className={styles.partnersTitle}>
                  {layout.footerPartners.title || t('footer_partners')}
                </h2>
                {layout.footerPartners.text ? (
                  <p className={styles.partnersText}>{layout.footerPartners.text}</p>
                ) : null}
              </div>
              {layout.footerPartners.partnersPageLink ? (
                <a className={styles.partnersLink} href={layout.footerPartners.partnersPageLink.url}>
                  {layout.footerPartners.partnersPageLink.title}
                </a>
              ) : null}
            </div>
            <PartnerSlider partners={partners} />
          </div>
        </section>
      ) : null}
      <div className={styles.main}>
        <div className={`container ${styles.mainInner}`}>
          <div className={styles.about}>
            <a href="/" className={styles.logo}>
              <img src="/logo.svg" alt={`Hoefslag – ${t('home')}`} width={286} height={49} loading="lazy" />
            </a>
            {layout.footerTitle ? <p className={styles.tagline}>{layout.footerTitle}</p> : null}
            <SocialLinks links={layout.socialMedia} label={t('footer_follow_us')} />
          </div>
          <Newsletter newsletter={layout.newsletter} />
        </div>
        <div className="container">
          <FooterMenus menus={layout.menus} currentPath={currentPath} />
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>{t('footer_copyright', { year: new Date().getFullYear() })}</p>
          <nav aria-label={t('disclaimer_menu')}>
            <ul className={styles.disclaimer}>
              {disclaimer?.items.map((item) => (
                <li key={item.id}>
                  <MenuLink item={item} currentPath={currentPath} className={styles.disclaimerLink} />
                </li>
              ))}
              <li>
                <button type="button" className={styles.disclaimerLink} onClick={() => void openCookieSettings()}>
                  {t('cookie_settings')}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
