// An event's key facts beside its description: date, time, location, price and the registration link.
import { useT } from '#ui/i18n.tsx'
import { ExternalLink } from '#ui/ExternalLink.tsx'
import type { Data } from './+data.ts'
import styles from './EventPage.module.css'

export function EventFacts({ event }: { event: Data['event'] }) {
  const t = useT()
  const place = [
    event.location.name,
    event.location.address,
    [event.location.postcode, event.location.city].filter(Boolean).join(' '),
  ]
  const link = event.registrationLink
  return (
    <div className={styles.facts}>
      <dl>
        <dt>{t('event_date')}</dt>
        <dd>{event.date}</dd>
        {event.time && (
          <>
            <dt>{t('event_time')}</dt>
            <dd>{event.time}</dd>
          </>
        )}
        <dt>{t('event_location')}</dt>
        <dd>
          {place.filter(Boolean).map((line) => (
            <span key={line} className={styles.line}>
              {line}
            </span>
          ))}
        </dd>
        {event.price && (
          <>
            <dt>{t('event_price')}</dt>
            <dd>{event.price}</dd>
          </>
        )}
      </dl>
      {link &&
        (link.url.startsWith('/') ? (
          <a href={link.url} className={styles.register}>
            {link.title || t('event_register')}
          </a>
        ) : (
          <ExternalLink href={link.url} className={styles.register}>
            {link.title || t('event_register')}
          </ExternalLink>
        ))}
    </div>
  )
}
