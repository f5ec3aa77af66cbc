// The call_to_action block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { WpImageSchema, WpLinkSchema, optionalAcf } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, html, type DefinedBlock } from '../define.ts'

export const callToAction = defineBlock(
  'call_to_action',
  {
    text: html,
    button: WpLinkSchema,
    image: optionalAcf(WpImageSchema),
    style: z.enum(['default', 'highlight']).default('default'),
  },
  { label: 'Call-to-action', load: 'static', fields: { text: 'html' } },
)
export type CallToActionBlock = DefinedBlock<typeof callToAction>
