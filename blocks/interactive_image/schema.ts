// The interactive_image block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { z } from 'zod'
import { WpImageSchema } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, html, type DefinedBlock } from '../define.ts'

export const interactiveImage = defineBlock(
  'interactive_image',
  {
    image: WpImageSchema,
    hotspots: z
      .array(z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100), title: z.string(), text: html }))
      .min(1),
    scripts: z.array(z.string()).default([]),
    styles: z.array(z.string()).default([]),
  },
  {
    label: 'Interactieve afbeelding',
    load: 'lazy',
    fields: { hotspots: { title: 'heading', text: 'html' }, scripts: 'assets', styles: 'assets' },
    hints: { scripts: { type: 'strings', sub: 'url' }, styles: { type: 'strings', sub: 'url' } },
  },
)
export type InteractiveImageBlock = DefinedBlock<typeof interactiveImage>
