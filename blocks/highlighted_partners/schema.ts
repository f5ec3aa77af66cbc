// The highlighted_partners block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { acfId } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'

export const highlightedPartners = defineBlock(
  'highlighted_partners',
  { partners: z.array(acfId).min(1), layout: z.enum(['default', 'compact']).default('default') },
  {
    label: 'Uitgelichte partners',
    load: 'static',
    hints: { partners: { type: 'relationship', post_type: ['partner'] } },
    refs: (block, add) => block.partners.forEach(add.partner),
  },
)
export type HighlightedPartnersBlock = DefinedBlock<typeof highlightedPartners>
