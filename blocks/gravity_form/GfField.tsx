// One field of a CMS form: label (or legend for choice groups), required marker, description, the control, and its
// error, tied together with aria-describedby / aria-invalid.
import type { ReactNode } from 'react'
import { useT } from '#ui/i18n.tsx'
import form from '../tool-form.module.css'
import styles from './GfField.module.css'
import { consentChoice, type FieldValue, type GfField as Field } from './types.ts'

type Props = { field: Field; id: string; value: FieldValue; error?: string; onChange: (value: FieldValue) => void }

const INPUT_TYPE = { text: 'text', email: 'email', phone: 'tel', number: 'number', date: 'date' } as const
const AUTOCOMPLETE: Partial<Record<Field['type'], string>> = { email: 'email', phone: 'tel' }

export function GfField({ field, id, value, error, onChange }: Props) {
  const t = useT()
  const descriptionId = field.description ? `${id}-description` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined
  const text = Array.isArray(value) ? value.join(', ') : value
  const list = Array.isArray(value) ? value : value ? [value] : []
  const a11y = { 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined }
  const marker = field.isRequired && (
    <span className={form.required} aria-hidden="true">
      *
    </span>
  )
  const description = field.description && (
    <p id={descriptionId} className={form.description}>
      {field.description}
    </p>
  )
  const message = error && (
    <p id={errorId} className={form.fieldError}>
      {error}
    </p>
  )

  if (field.type === 'radio' || field.type === 'checkbox' || field.type === 'consent') {
    const choices = field.type === 'consent' ? [consentChoice(field)] : field.choices
    const toggle = (choice: string, checked: boolean): FieldValue =>
      field.type === 'radio'
        ? choice
        : checked
          ? [...list.filter((v) => v !== choice), choice]
          : list.filter((v) => v !== choice)
    return (
      <fieldset className={styles.group} aria-describedby={describedBy}>
        <legend className={form.label}>
          {field.label}
          {marker}
          {field.isRequired && <span className="sr-only"> ({t('form_required_label')})</span>}
        </legend>
        {description}
        {choices.map((choice, i) => (
          <label key={choice.value} className={styles.choice} htmlFor={`${id}-${i}`}>
            <input
              id={`${id}-${i}`}
              type={field.type === 'radio' ? 'radio' : 'checkbox'}
              name={`input_${field.id}`}
              value={choice.value}
              checked={list.includes(choice.value)}
              onChange={(e) => onChange(toggle(choice.value, e.target.checked))}
              aria-invalid={error ? true : undefined}
            />
            <span>{choice.text}</span>
          </label>
        ))}
        {message}
      </fieldset>
    )
  }

  let control: ReactNode
  if (field.type === 'textarea') {
    control = (
      <textarea
        id={id}
        className={form.input}
        rows={6}
        required={field.isRequired}
        maxLength={field.maxLength}
        placeholder={field.placeholder || undefined}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        {...a11y}
      />
    )
  } else if (field.type === 'select') {
    control = (
      <select
        id={id}
        className={form.input}
        required={field.isRequired}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        {...a11y}
      >
        <option value="">{field.placeholder || t('form_choose')}</option>
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.text}
          </option>
        ))}
      </select>
    )
  } else {
    control = (
      <input
        id={id}
        className={form.input}
        type={INPUT_TYPE[field.type]}
        name={`input_${field.id}`}
        required={field.isRequired}
        maxLength={field.maxLength}
        placeholder={field.placeholder || undefined}
        autoComplete={AUTOCOMPLETE[field.type]}
        {...(field.type === 'number' ? { step: 'any', inputMode: 'decimal' as const } : {})}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        {...a11y}
      />
    )
  }
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {field.label}
        {marker}
      </label>
      {description}
      {control}
      {message}
    </div>
  )
}
