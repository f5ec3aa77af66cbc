// The calculate_weight_form block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { defineBlock, html, type DefinedBlock } from '../define.ts'

export const calculateWeightForm = defineBlock(
  'calculate_weight_form',
  { text: html },
  { label: 'Gewicht berekenen', load: 'lazy', fields: { text: 'html' } },
)
export type CalculateWeightFormBlock = DefinedBlock<typeof calculateWeightForm>
