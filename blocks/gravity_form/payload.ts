// The submission body Gravity Forms' REST API v2 takes (POST /gf/v2/forms/{id}/submissions): `input_<fieldId>` for
// single values, `input_<fieldId>_<n>` per ticked checkbox choice (GF numbers choice inputs 1–9, 11–19, …, skipping
// multiples of ten), `input_<fieldId>_1` for a given consent.
import { consentChoice, type FormValues, type GfForm } from './types.ts'

export const choiceInput = (index: number): number => index + 1 + Math.floor(index / 9)

export function submissionBody(form: GfForm, values: FormValues): Record<string, string> {
  const body: Record<string, string> = {}
  for (const field of form.fields) {
    const value = values[field.id] ?? ''
    if (field.type === 'checkbox') {
      const ticked = new Set(Array.isArray(value) ? value : [value])
      field.choices.forEach((choice, i) => {
        if (ticked.has(choice.value)) body[`input_${field.id}_${choiceInput(i)}`] = choice.value
      })
    } else if (field.type === 'consent') {
      if (Array.isArray(value) && value.includes(consentChoice(field).value)) body[`input_${field.id}_1`] = '1'
    } else {
      body[`input_${field.id}`] = (Array.isArray(value) ? value.join(', ') : value).trim()
    }
  }
  return body
}
