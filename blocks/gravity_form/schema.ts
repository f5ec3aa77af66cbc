// The gravity_form block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { acfBoolean, acfId } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'

export const GfFieldSchema = z.object({
  id: z.number().int(),
  type: z.enum(['text', 'email', 'textarea', 'select', 'radio', 'checkbox', 'phone', 'number', 'consent', 'date']),
  label: z.string(),
  isRequired: acfBoolean(),
  placeholder: z.string().default(''),
  description: z.string().default(''),
  maxLength: z.number().int().optional(),
  choices: z.array(z.object({ text: z.string(), value: z.string() })).default([]),
})
/** The Gravity Forms form the block embeds (GET /gf/v2/forms/{id}, spec §7). */
export const GfFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().default(''),
  fields: z.array(GfFieldSchema).min(1),
  button: z.object({ text: z.string() }),
  confirmation_message: z.string(),
})

export const gravityForm = defineBlock(
  'gravity_form',
  { form_id: acfId, form: GfFormSchema },
  {
    label: 'Formulier (Gravity Forms)',
    load: 'lazy',
    hints: {
      form_id: { type: 'number' },
      form: { type: 'skip', reason: 'filled by the plugin from Gravity Forms (form_id)' },
    },
  },
)
export type GravityFormBlock = DefinedBlock<typeof gravityForm>
