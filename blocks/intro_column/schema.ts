// The intro_column block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { defineBlock, html, type DefinedBlock } from '../define.ts'

export const introColumn = defineBlock(
  'intro_column',
  { text: html },
  { label: 'Intro', load: 'static', fields: { text: 'html' } },
)
export type IntroColumnBlock = DefinedBlock<typeof introColumn>
