// chip_number (spec §2, §4, §5, §8): the chip lookup form. States: idle, loading (button disabled), success (the
// result table), error (the spec's text in red). An empty field shows 'Vul een chipnummer in' and the request is
// still sent (spec §5), so the function's answer decides.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { CardBlockSection } from '../CardBlockSection.tsx'
import { ChipResult } from './ChipResult.tsx'
import { lookupChip, type ChipLookupResult } from './chip-lookup.ts'
import type { BlockProps } from '../block-props.ts'
import form from '../tool-form.module.css'
import styles from './ChipNumber.module.css'

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'success'; result: ChipLookupResult } | { kind: 'error' }

export function ChipNumber({ block }: BlockProps<'chip_number'>) {
  const t = useT()
  const id = useId()
  const [chipNumber, setChipNumber] = useState('')
  const [empty, setEmpty] = useState(false)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const pending = useRef<AbortController | null>(null)
  useEffect(() => () => pending.current?.abort(), [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    pending.current?.abort()
    const controller = new AbortController()
    pending.current = controller
    setEmpty(chipNumber.trim() === '')
    setState({ kind: 'loading' })
    try {
      const result = await lookupChip(chipNumber, controller.signal)
      if (!controller.signal.aborted) setState({ kind: 'success', result })
    } catch {
      if (!controller.signal.aborted) setState({ kind: 'error' })
    }
  }

  const inputId = `${id}-chip`
  const hintId = `${id}-hint`
  const loading = state.kind === 'loading'
  return (
    <CardBlockSection block={block} className={form.panel}>
      <Html html={block.text} className={form.intro} />
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={loading}>
        <div className={form.field}>
          <label htmlFor={inputId} className={form.label}>
            {t('chip_number_label')}
          </label>
          <input
            id={inputId}
            className={form.input}
            type="text"
            name="chipNumber"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('chip_number_placeholder')}
            value={chipNumber}
            onChange={(e) => setChipNumber(e.target.value)}
            aria-invalid={empty || state.kind === 'error' || undefined}
            aria-describedby={empty ? hintId : undefined}
          />
          {empty && (
            <p id={hintId} className={form.fieldError}>
              {t('chip_number_empty')}
            </p>
          )}
        </div>
        <button type="submit" className={form.button} disabled={loading}>
          {loading ? t('chip_number_searching') : t('chip_number_button')}
        </button>
      </form>
      <div role="status" aria-live="polite" className={styles.outcome}>
        {state.kind === 'error' && <p className={form.error}>{t('chip_number_error')}</p>}
        {state.kind === 'success' && <ChipResult result={state.result} />}
      </div>
    </CardBlockSection>
  )
}
