// Gravity Forms submission validation: required, e-mail, choices, maxLength, number, phone, date, consent.
import type { GfForm } from '../store/forms.ts'

export type GfValues = Record<string, unknown>
type Field = GfForm['fields'][number]

export const GF_MESSAGES = {
  required: 'Dit veld is verplicht.',
  email: 'Voer een geldig e-mailadres in.',
  choice: 'Kies een geldige optie.',
  number: 'Voer een geldig getal in.',
  phone: 'Voer een geldig telefoonnummer in.',
  date: 'Voer een geldige datum in.',
  maxLength: (n: number) => `Dit veld mag maximaal ${n} tekens bevatten.`,
}

const asStrings = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).map((x) => String(x).trim()).filter((x) => x !== '')

/** A field's submitted values: `input_3`, or GF's per-choice keys `input_3_1`, `input_3_2`, …. */
export function fieldValues(values: GfValues, field: Field): string[] {
  const direct = asStrings(values[`input_${field.id}`])
  const prefix = `input_${field.id}_`
  const perChoice = Object.entries(values)
    .filter(([key]) => key.startsWith(prefix) && /^\d+$/.test(key.slice(prefix.length)))
    .flatMap(([, v]) => asStrings(v))
  return field.type === 'checkbox' && direct.length === 1 && direct[0]?.includes(',')
    ? direct[0].split(',').map((s) => s.trim())
    : [...direct, ...perChoice]
}

function fieldError(field: Field, given: string[]): string | undefined {
  if (given.length === 0) return field.isRequired ? GF_MESSAGES.required : undefined
  const value = given.join(', ')
  if (field.maxLength && value.length > field.maxLength) return GF_MESSAGES.maxLength(field.maxLength)
  switch (field.type) {
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : GF_MESSAGES.email
    case 'select':
    case 'radio':
    case 'checkbox': {
      const allowed = new Set(field.choices.map((c) => c.value))
      return allowed.size === 0 || given.every((v) => allowed.has(v)) ? undefined : GF_MESSAGES.choice
    }
    case 'number':
      return /^-?\d+([.,]\d+)?$/.test(value) ? undefined : GF_MESSAGES.number
    case 'phone':
      return /^[0-9+() -]{6,20}$/.test(value) ? undefined : GF_MESSAGES.phone
    case 'date':
      return /^(\d{4}-\d{2}-\d{2}|\d{2}[-/]\d{2}[-/]\d{4})$/.test(value) ? undefined : GF_MESSAGES.date
    case 'consent':
      return ['0', 'false'].includes(value) && field.isRequired ? GF_MESSAGES.required : undefined
    default:
      return undefined
  }
}

/** Messages by field id; empty when the submission is valid. */
export function validateSubmission(form: GfForm, values: GfValues): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const field of form.fields) {
    const error = fieldError(field, fieldValues(values, field))
    if (error) messages[String(field.id)] = error
  }
  return messages
}
