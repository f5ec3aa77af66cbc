// calculate_weight_form (spec §2, §5): chest circumference and length in cm (numbers, minimum 0, both required) give
// the estimated weight round(chest² × length / 11880) kg, announced in a live region; a missing value gives the spec's
// message there instead.
import { useId, useState, type FormEvent } from 'react'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { CardBlockSection } from '../CardBlockSection.tsx'
import { horseWeightKg, parseMeasure } from './horse-weight.ts'
import type { BlockProps } from '../block-props.ts'
import form from '../tool-form.module.css'
import styles from './CalculateWeightForm.module.css'

type Outcome = { kind: 'none' } | { kind: 'missing' } | { kind: 'result'; kg: number }

export function CalculateWeightForm({ block }: BlockProps<'calculate_weight_form'>) {
  const t = useT()
  const id = useId()
  const [chest, setChest] = useState('')
  const [length, setLength] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const c = parseMeasure(chest)
    const l = parseMeasure(length)
    setOutcome(c === undefined || l === undefined ? { kind: 'missing' } : { kind: 'result', kg: horseWeightKg(c, l) })
  }
  const missing = outcome.kind === 'missing'
  const messageId = `${id}-message`

  return (
    <CardBlockSection block={block} className={form.panel}>
      <Html html={block.text} className={form.intro} />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Measure
          id={`${id}-chest`}
          label={t('weight_chest')}
          value={chest}
          onChange={setChest}
          invalid={missing && parseMeasure(chest) === undefined}
          messageId={messageId}
        />
        <Measure
          id={`${id}-length`}
          label={t('weight_length')}
          value={length}
          onChange={setLength}
          invalid={missing && parseMeasure(length) === undefined}
          messageId={messageId}
        />
        <button type="submit" className={form.button}>
          {t('weight_button')}
        </button>
      </form>
      <div id={messageId} role="status" aria-live="polite" className={styles.outcome}>
        {missing && <p className={form.error}>{t('weight_error')}</p>}
        {outcome.kind === 'result' && (
          <p className={form.success}>
            {t('weight_result', { weight: outcome.kg })}
            <span className={styles.disclaimer}>{t('weight_disclaimer')}</span>
          </p>
        )}
      </div>
    </CardBlockSection>
  )
}

type MeasureProps = {
  id: string
  label: string
  value: string
  onChange: (v: string) => void
  invalid: boolean
  messageId: string
}

function Measure({ id, label, value, onChange, invalid, messageId }: MeasureProps) {
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <input
        id={id}
        className={form.input}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
