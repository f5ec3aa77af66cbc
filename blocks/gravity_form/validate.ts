// Client-side checks of a CMS form's fields (the rules Gravity Forms applies on the server), with Dutch messages from
// the translations. The server checks again; its messages are shown the same way.
import type { TranslationKey } from '#ui/i18n.tsx'
import type { FieldErrors, FieldValue, FormValues, GfField, GfForm } from './types.ts'

type Translate = (key: TranslationKey, vars?: Record<string, string | number>) => string

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^[0-9+() -]{6,20}$/
const NUMBER = /^-?\d+([.,]\d+)?$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const given = (value: FieldValue | undefined): string[] =>
  (Array.isArray(value) ? value : [value ?? '']).map((v) => v.trim()).filter((v) => v !== '')

export function validateField(field: GfField, value: FieldValue | undefined, t: Translate): string | undefined {
  const values = given(value)
  if (values.length === 0) return field.isRequired ? t('form_required') : undefined
  const text = values.join(', ')
  if (field.maxLength && text.length > field.maxLength) return t('form_max_length', { max: field.maxLength })
  switch (field.type) {
    case 'email':
      return EMAIL.test(text) ? undefined : t('form_invalid_email')
    case 'phone':
      return PHONE.test(text) ? undefined : t('form_invalid_phone')
    case 'number':
      return NUMBER.test(text) ? undefined : t('form_invalid_number')
    case 'date':
      return DATE.test(text) ? undefined : t('form_invalid_date')
    case 'select':
    case 'radio':
    case 'checkbox': {
      const allowed = new Set(field.choices.map((c) => c.value))
      return allowed.size === 0 || values.every((v) => allowed.has(v)) ? undefined : t('form_invalid_choice')
    }
    default:
      return undefined
  }
}

export function validateForm(form: GfForm, values: FormValues, t: Translate): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of form.fields) {
    const message = validateField(field, values[field.id], t)
    if (message) errors[field.id] = message
  }
  return errors
}
