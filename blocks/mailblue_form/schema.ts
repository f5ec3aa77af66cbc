// The mailblue_form block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { acfNumber } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, html, type DefinedBlock } from '../define.ts'

export const mailblueForm = defineBlock(
  'mailblue_form',
  {
    form_id: acfNumber(z.number().int().positive().default(7)),
    text: html,
  },
  { label: 'Nieuwsbriefformulier (MailBlue)', load: 'eager', fields: { text: 'html' } },
)
export type MailblueFormBlock = DefinedBlock<typeof mailblueForm>
