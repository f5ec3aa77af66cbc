// The chip_number block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { defineBlock, html, type DefinedBlock } from '../define.ts'

export const chipNumber = defineBlock(
  'chip_number',
  { text: html },
  { label: 'Chipnummer', load: 'lazy', fields: { text: 'html' } },
)
export type ChipNumberBlock = DefinedBlock<typeof chipNumber>
