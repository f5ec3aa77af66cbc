// The tabs block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { defineBlock, html, type DefinedBlock } from '../define.ts'

export const tabs = defineBlock(
  'tabs',
  { tabs: z.array(z.object({ title: z.string().min(1), content: html })).min(1) },
  { label: 'Tabbladen', load: 'eager', fields: { tabs: { title: 'heading', content: 'html' } } },
)
export type TabsBlock = DefinedBlock<typeof tabs>
