// A lesson's facts: number, duration, level and accreditation points.
import { useT } from '#ui/i18n.tsx'
import styles from './LessonFacts.module.css'

type Props = { lesson: { number?: number; durationMinutes?: number; level: string; accreditationPoints?: number } }

export function LessonFacts({ lesson }: Props) {
  const t = useT()
  const facts = [
    lesson.number !== undefined && [t('lesson'), t('lesson_number', { number: lesson.number })],
    lesson.durationMinutes !== undefined && [
      t('lesson_duration_label'),
      t('lesson_duration', { minutes: lesson.durationMinutes }),
    ],
    lesson.level && [t('lesson_level'), lesson.level],
    lesson.accreditationPoints !== undefined && [
      t('accreditation'),
      t('accreditation_points', { points: lesson.accreditationPoints }),
    ],
  ].filter((f): f is [string, string] => Array.isArray(f))
  if (facts.length === 0) return null
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
