// A clinic's address, phone, e-mail, website (new tab) and opening hours.
import { useT } from '#ui/i18n.tsx'
import { ExternalLink } from '#ui/ExternalLink.tsx'
import type { Data } from './+data.ts'
import styles from './ClinicPage.module.css'

export function ClinicContact({ clinic }: { clinic: Data['clinic'] }) {
  const t = useT()
  const { street, postcode, city } = clinic.address
  return (
    <aside className={styles.contact}>
      <h2 className={styles.contactTitle}>{t('finder_address')}</h2>
      <address className={styles.address}>
        {street}
        <br />
        {postcode} {city}
      </address>
      <ul className={styles.links}>
        {clinic.phone && (
          <li>
            {t('finder_phone')}: <a href={`tel:${clinic.phone.replace(/[^\d+]/g, '')}`}>{clinic.phone}</a>
          </li>
        )}
        {clinic.email && (
          <li>
            {t('finder_email')}: <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
          </li>
        )}
        {clinic.website && (
          <li>
            <ExternalLink href={clinic.website}>{t('finder_website')}</ExternalLink>
          </li>
        )}
      </ul>
      {clinic.openingHours.length > 0 && (
        <>
          <h2 className={styles.contactTitle}>{t('finder_opening_hours')}</h2>
          <table className={styles.hours}>
            <tbody>
              {clinic.openingHours.map((h) => (
                <tr key={h.day}>
                  <th scope="row">{h.day}</th>
                  <td>{h.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </aside>
  )
}
