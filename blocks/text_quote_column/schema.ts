// The text_quote_column block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { defineBlock, html, type DefinedBlock } from '../define.ts'

export const textQuoteColumn = defineBlock(
  'text_quote_column',
  {
    quote: z.string().min(1),
    quote_author: z.string().default(''),
    quote_function: z.string().default(''),
    text: html,
  },
  {
    label: 'Tekst met citaat',
    load: 'static',
    fields: { quote: 'text', quote_author: 'text', text: 'html' },
    hints: { quote: { type: 'textarea' } },
  },
)
export type TextQuoteColumnBlock = DefinedBlock<typeof textQuoteColumn>
