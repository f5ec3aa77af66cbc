// The text_column block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { defineBlock, html, type DefinedBlock } from '../define.ts'

export const textColumn = defineBlock(
  'text_column',
  { text: html },
  { label: 'Tekst', load: 'eager', fields: { text: 'html' } },
)
export type TextColumnBlock = DefinedBlock<typeof textColumn>
