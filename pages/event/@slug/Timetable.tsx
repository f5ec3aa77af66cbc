// The event's programme (spec §2 Cards "timetable times"): each subject with its start and end time, speakers and partners.
import { useT } from '../../../components/i18n.tsx'
import type { Data } from './+data.ts'
import styles from './EventPage.module.css'

export function Timetable({ items }: { items: Data['event']['timetable'] }) {
  const t = useT()
  if (items.length === 0) return null
  return (
    <section className="container" aria-labelledby="event-timetable">
      <h2 id="event-timetable">{t('event_timetable')}</h2>
      <ol className={styles.timetable}>
        {items.map((item, i) => (
          <li key={i} className={styles.slot}>
            <p className={styles.times}>
              <time>{item.startTime}</time>
              {item.endTime && (
                <>
                  {'–'}
                  <time>{item.endTime}</time>
                </>
              )}
            </p>
            <div>
              <h3 className={styles.slotTitle}>{item.title}</h3>
              {item.description && <p className={styles.slotText}>{item.description}</p>}
              {item.speakers.length > 0 && (
                <p className={styles.slotMeta}>
                  {t('event_speakers')}: {item.speakers.join(', ')}
                </p>
              )}
              {item.partners.length > 0 && (
                <p className={styles.slotMeta}>
                  {t('event_partners')}: {item.partners.join(', ')}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
