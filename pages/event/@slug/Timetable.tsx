// The event's programme (spec §2 Cards "timetable times", §3 Timetable subject): each subject with its start and end
// time, a preview of its description (CMS HTML), speakers and partners. The subject's title opens the
// timetable_subject modal (spec §2 Modal types) with the whole description.
import type { TimetableSubjectView } from '#blocks/modals.tsx'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import { useModal } from '#ui/modal/ModalProvider.tsx'
import type { Data } from './+data.ts'
import styles from './EventPage.module.css'

type Subject = Data['event']['timetable'][number]

const modalObject = ({ startTime, endTime, description, speakers, partners }: Subject): TimetableSubjectView => ({
  startTime,
  endTime,
  description,
  speakers,
  partners,
})

export function Timetable({ items }: { items: Subject[] }) {
  const t = useT()
  const modal = useModal()
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
              <h3 className={styles.slotTitle}>
                <button
                  type="button"
                  className={styles.subject}
                  aria-haspopup="dialog"
                  onClick={() =>
                    modal.open({ type: 'timetable_subject', title: item.title, object: modalObject(item) })
                  }
                >
                  {item.title}
                  <Icon name="chevron-right" size={18} className={styles.subjectIcon} />
                </button>
              </h3>
              <Html html={item.description} className={styles.slotDescription} />
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
