// The CMS form (spec §2 gravity_form) as the block carries it, and what the visitor has entered per field.
import type { GravityFormBlock } from './schema.ts'

export type GfForm = GravityFormBlock['form']
export type GfField = GfForm['fields'][number]
/** Text-like fields hold a string; checkbox and consent fields the values of their ticked choices. */
export type FieldValue = string | string[]
export type FormValues = Record<number, FieldValue>
/** Messages by field id. */
export type FieldErrors = Record<number, string>

export const isMulti = (field: GfField) => field.type === 'checkbox' || field.type === 'consent'

export const emptyValues = (form: GfForm): FormValues =>
  Object.fromEntries(form.fields.map((f) => [f.id, isMulti(f) ? [] : '']))

/** The consent field's one choice: the CMS's, else the checkbox value Gravity Forms uses ('1'). */
export const consentChoice = (field: GfField) => field.choices[0] ?? { text: field.label, value: '1' }
