// Renderers for the modal types blocks and pages open (spec §2 "Modal types"): timetable_subject, testimonials and
// table_of_contents. The modal map (views/modals.tsx) loads this module the first time one of them opens, so any
// page can `useModal().open({ type: 'timetable_subject', title, object })`.
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import type { ModalRenderers } from '#ui/modal/registry.ts'
import { TestimonialList } from '#ui/Testimonials.tsx'
import { TocList } from './toc/TocList.tsx'
import styles from './modals.module.css'

/** A programme item as a page shows it: times as text, description as safe HTML, speakers and partners by name. */
export type TimetableSubjectView = {
  startTime: string
  endTime: string
  description: string
  speakers: string[]
  partners: string[]
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

export const BLOCK_MODALS = {
  timetable_subject: ({ object }) => <TimetableSubject subject={object} />,
  testimonials: ({ object }) => <TestimonialList items={object} />,
  // Choosing an entry closes the modal; the browser then scrolls to its anchor.
  table_of_contents: ({ object, close }) => <TocList items={object.items} onSelect={close} />,
} satisfies Pick<ModalRenderers, 'timetable_subject' | 'testimonials' | 'table_of_contents'>
