// gravity_form (spec §2, §5, §7): the CMS form's fields, checked in the browser with Dutch messages per field, sent
// through the forms function to the CMS. On success the analytics event (form title) and the CMS confirmation (its
// HTML as the function sanitized it); the CMS's own field messages show per field; any other answer shows
// 'Wrong status from API: {status}' with the CMS's status.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { CardBlockSection } from '../CardBlockSection.tsx'
import { GfField } from './GfField.tsx'
import { submissionBody } from './payload.ts'
import { submitForm, trackSubmission } from './submit.ts'
import { emptyValues, type FieldErrors, type FieldValue, type FormValues } from './types.ts'
import { validateField, validateForm } from './validate.ts'
import type { BlockProps } from '../block-props.ts'
import form from '../tool-form.module.css'
import styles from './GravityForm.module.css'

/** Sent: the CMS's sanitized confirmation HTML, or (when it sent none) the form's own message as text. */
type Status = { kind: 'editing'; error?: string } | { kind: 'sending' } | { kind: 'sent'; html: string }

export function GravityForm({ block }: BlockProps<'gravity_form'>) {
  const t = useT()
  const id = useId()
  const gf = block.form
  const [values, setValues] = useState<FormValues>(() => emptyValues(gf))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<Status>({ kind: 'editing' })
  const confirmationRef = useRef<HTMLDivElement>(null)
  const fieldId = (fieldNumber: number) => `${id}-input_${fieldNumber}`
  const sent = status.kind === 'sent'
  // The confirmation takes the form's place: focus moves to it once it is on the page, so it is read out.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus()
  }, [sent])

  const focusFirstError = (found: FieldErrors) => {
    const first = gf.fields.find((f) => found[f.id])
    if (!first) return
    const element = document.getElementById(fieldId(first.id)) ?? document.getElementById(`${fieldId(first.id)}-0`)
    element?.focus()
  }

  const onChange = (fieldNumber: number, value: FieldValue) => {
    setValues((v) => ({ ...v, [fieldNumber]: value }))
    // Once a field shows an error, it is checked again as the visitor corrects it.
    const field = gf.fields.find((f) => f.id === fieldNumber)
    if (field && errors[fieldNumber]) setErrors((e) => ({ ...e, [fieldNumber]: validateField(field, value, t) ?? '' }))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateForm(gf, values, t)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'editing', error: t('form_check_fields') })
      focusFirstError(found)
      return
    }
    setStatus({ kind: 'sending' })
    const outcome = await submitForm(block.form_id, submissionBody(gf, values))
    if (outcome.kind === 'success') {
      trackSubmission(gf.title)
      setStatus({ kind: 'sent', html: outcome.confirmationHtml })
      return
    }
    if (outcome.kind === 'network') {
      setStatus({ kind: 'editing', error: t('form_error') })
      return
    }
    setErrors(outcome.messages)
    setStatus({ kind: 'editing', error: t('form_wrong_status', { status: outcome.status }) })
    focusFirstError(outcome.messages)
  }

  if (status.kind === 'sent') {
    return (
      <CardBlockSection block={block} className={form.panel}>
        <div ref={confirmationRef} tabIndex={-1} role="status" className={form.success}>
          {status.html ? <Html html={status.html} /> : gf.confirmation_message}
        </div>
      </CardBlockSection>
    )
  }
  const sending = status.kind === 'sending'
  const error = status.kind === 'editing' ? status.error : undefined
  return (
    <CardBlockSection block={block} className={form.panel}>
      {gf.description && <p className={styles.description}>{gf.description}</p>}
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-busy={sending}
        aria-label={block.title ? undefined : gf.title}
      >
        {gf.fields.some((f) => f.isRequired) && (
          <p className={form.description}>
            <span className={form.required} aria-hidden="true">
              *
            </span>{' '}
            {t('form_required_note')}
          </p>
        )}
        {gf.fields.map((field) => (
          <GfField
            key={field.id}
            field={field}
            id={fieldId(field.id)}
            value={values[field.id] ?? ''}
            error={errors[field.id] || undefined}
            onChange={(v) => onChange(field.id, v)}
          />
        ))}
        <div>
          <div role="alert">{error && <p className={`${form.error} ${styles.error}`}>{error}</p>}</div>
          <button type="submit" className={form.button} disabled={sending}>
            {sending ? t('form_sending') : gf.button.text}
          </button>
        </div>
      </form>
    </CardBlockSection>
  )
}
