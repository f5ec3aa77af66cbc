// The event's speakers (spec §3 Person: name, company, description, image HTML).
import type { Person } from '#lib/model/types.ts'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import styles from './EventPage.module.css'

export function Speakers({ people }: { people: Person[] }) {
  const t = useT()
  if (people.length === 0) return null
  return (
    <section className="container" aria-labelledby="event-speakers">
      <h2 id="event-speakers">{t('event_speakers')}</h2>
      <ul className={styles.speakers}>
        {people.map((p, i) => (
          <li key={`${i}-${p.name}`} className={styles.speaker}>
            <Html html={p.imageHtml} as="span" className={styles.speakerPhoto} />
            <div>
              <h3 className={styles.speakerName}>{p.name}</h3>
              {p.company && <p className={styles.slotMeta}>{p.company}</p>}
              {p.description && <p className={styles.slotText}>{p.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
