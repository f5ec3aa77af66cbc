// Renderers for the modal types blocks and pages open (spec §2 "Modal types"): timetable_subject, testimonials and
// table_of_contents. Registration is a side effect of importing this module (pages/+Layout.tsx imports it), so any
// page can `useModal().open({ type: 'timetable_subject', title, object })`.
import type { Testimonial } from '#lib/model/types.ts'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { registerModal } from '#ui/modal/registry.ts'
import { TestimonialList } from '#ui/Testimonials.tsx'
import { TocList, type TocItem } from './toc/TocList.tsx'
import styles from './modals.module.css'

/** A programme item as a page shows it: times as text, description as safe HTML, speakers and partners by name. */
export type TimetableSubjectView = { startTime: string; endTime: string; description: string; speakers: string[]; partners: string[] }

declare module '../ui/modal/types.ts' {
  interface ModalObjects {
    timetable_subject: TimetableSubjectView
    testimonials: Testimonial[]
    table_of_contents: { items: TocItem[] }
  }
}

function TimetableSubject({ subject }: { subject: TimetableSubjectView }) {
  const t = useT()
  const time = [subject.startTime, subject.endTime].filter(Boolean).join(' – ')
  return (
    <div className={styles.subject}>
      {time ? (
        <p className={styles.time}>
          <span className="sr-only">{t('timetable_time')}: </span>
          {time}
        </p>
      ) : null}
      <Html html={subject.description} />
      <dl className={styles.facts}>
        {subject.speakers.length > 0 ? (
          <>
            <dt>{t('event_speakers')}</dt>
            <dd>{subject.speakers.join(', ')}</dd>
          </>
        ) : null}
        {subject.partners.length > 0 ? (
          <>
            <dt>{t('event_partners')}</dt>
            <dd>{subject.partners.join(', ')}</dd>
          </>
        ) : null}
      </dl>
    </div>
  )
}

registerModal('timetable_subject', ({ object }) => <TimetableSubject subject={object} />)
registerModal('testimonials', ({ object }) => <TestimonialList items={object} />)
// Choosing an entry closes the modal; the browser then scrolls to its anchor.
registerModal('table_of_contents', ({ object, close }) => <TocList items={object.items} onSelect={close} />)
