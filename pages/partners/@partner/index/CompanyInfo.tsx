// A partner's company information: address, phone, e-mail and website (new tab).
import { useT } from '#ui/i18n.tsx'
import { ExternalLink } from '#ui/ExternalLink.tsx'
import type { Data } from './+data.ts'
import styles from './PartnerPage.module.css'

export function CompanyInfo({ company }: { company: Data['partner']['company'] }) {
  const t = useT()
  return (
    <aside className={styles.company} aria-labelledby="partner-contact">
      <h2 id="partner-contact" className={styles.companyTitle}>
        {t('partner_contact')}
      </h2>
      {company.address && <p>{company.address}</p>}
      <ul className={styles.contact}>
        {company.phone && (
          <li>
            <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
          </li>
        )}
        {company.email && (
          <li>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
        )}
        {company.website && (
          <li>
            <ExternalLink href={company.website}>{t('partner_website')}</ExternalLink>
          </li>
        )}
      </ul>
    </aside>
  )
}
